import { expect, test } from './test';
import { adminApi, ensureRegister, ensureRelation, fail } from './api';
import { expectAccessible, logIn, shot } from './helpers';

// Registers of this run's own: their counts, order and facets are this file's alone.
const RUN = Date.now().toString(36);
const PEOPLE = `FacetPerson_${RUN}`;
const VISITS = `FacetVisit_${RUN}`;
const VISITED = `FacetVisited_${RUN}`;
const SOURCE = 'facet-src';
const ids = { petrov: '', visit: '' };

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: PEOPLE,
      displayName: 'Facet person',
      customProperties: { display_format: '{lastName} {firstName}' },
      attributes: [
        { name: 'firstName', displayName: 'First name', type: 'String' },
        { name: 'lastName', displayName: 'Last name', type: 'String' },
        { name: 'city', displayName: 'City', type: 'String' },
        { name: 'vip', displayName: 'VIP', type: 'Boolean' },
      ],
    },
    [{ name: SOURCE, weight: 50 }],
  );
  await ensureRegister(
    api,
    {
      name: VISITS,
      displayName: 'Facet visit',
      attributes: [{ name: 'topic', displayName: 'Topic', type: 'String' }],
    },
    [],
  );
  await ensureRelation(api, { name: VISITED, from: VISITS, to: PEOPLE, type: 'REFERENCES' });
  for (const [key, first, last, city] of [
    ['1', 'Olga', 'Petrova', 'Omsk'],
    ['2', 'Anna', 'Smirnova', 'Kazan'],
    ['3', 'Ivan', 'Petrov', 'Omsk'],
    ['4', 'Pavel', 'Abramov', 'Omsk'],
  ]) {
    const written = await api.records.POST('/api/meta-data-driven/v1/data', {
      body: {
        entityName: PEOPLE,
        sourceSystem: SOURCE,
        externalId: `${key}-${RUN}`,
        attributes: { firstName: first, lastName: last, city, vip: key === '1' },
      },
    });
    if (!written.data) fail('write a person', written);
    if (key === '3') ids.petrov = written.data.etalonId!;
  }
  const visit = await api.records.POST('/api/meta-data-driven/v1/data', {
    body: {
      entityName: VISITS,
      sourceSystem: SOURCE,
      externalId: `V-${RUN}`,
      attributes: { topic: 'Contract' },
      relations: { [VISITED]: [{ toEtalonId: ids.petrov }] },
    },
  });
  if (!visit.data) fail('write a visit', visit);
  ids.visit = visit.data.etalonId!;
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('the grid lists records by name, counts the facets chosen and keeps the choice', async ({
  page,
}) => {
  await page.goto(`/ui/records/${PEOPLE}`);
  await expect(page.getByTestId('total')).toHaveText('4 records');
  const names = page.locator('[role="gridcell"][data-field="$description"]');
  await expect(names).toHaveText(['Abramov Pavel', 'Petrov Ivan', 'Petrova Olga', 'Smirnova Anna']);

  // The Boolean is counted before any choice; City (a String) is offered too.
  const facets = page.getByRole('complementary', { name: 'Values among the matches' });
  await expect(facets.getByRole('button', { name: 'true (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Facets (1)' }).click();
  const menu = page.getByRole('menu', { name: 'Attributes whose values are counted' });
  await expect(menu.getByRole('menuitemcheckbox')).toHaveText([
    'First name',
    'Last name',
    'City',
    'VIP',
  ]);
  await menu.getByRole('menuitemcheckbox', { name: 'City' }).click();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'City' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await shot(page, 'facets-choice');
  // The menu hides the page from assistive technology while open: the counts are read after it.
  await page.keyboard.press('Escape');
  await expect(facets.getByRole('button', { name: 'Omsk (3)' })).toBeVisible();
  await expect(facets.getByRole('button', { name: 'Kazan (1)' })).toBeVisible();
  await expect(page).toHaveURL(/facets=city%2Cvip|facets=city,vip/);
  await expectAccessible(page);

  // The choice stays with the page's address; a facet value narrows the search.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Facets (2)' })).toBeVisible();
  await facets.getByRole('button', { name: 'Kazan (1)' }).click();
  await expect(page.getByTestId('total')).toHaveText('1 record');
  await expect(names).toHaveText(['Smirnova Anna']);
});

test('the history names the linked record', async ({ page }) => {
  await page.goto(`/ui/records/${VISITS}/${ids.visit}`);
  const history = page.getByTestId('history');
  await expect(history.getByTestId('history-others')).toHaveText(`${VISITED} to Petrov Ivan`);
  await history.scrollIntoViewIfNeeded();
  await shot(page, 'facets-history-names');
});
