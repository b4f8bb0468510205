import { expect, test } from './test';
import { adminApi, ensureRegister } from './api';
import { expectAccessible, logIn, shot } from './helpers';

// A register of this run's own, so that the format is set on a register that has none yet.
const RUN = Date.now().toString(36);
const PERSONS = `NamedPerson_${RUN}`;
const IVAN = 'Petrov Ivan · 1980-05-01';
const ids = { ivan: '', olga: '' };

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: PERSONS,
      displayName: 'Named person',
      attributes: [
        { name: 'first', displayName: 'First name', type: 'String' },
        { name: 'last', displayName: 'Last name', type: 'String' },
        { name: 'born', displayName: 'Born', type: 'Date' },
      ],
    },
    [{ name: 'crm', weight: 80 }],
  );
  for (const [key, attributes] of [
    ['ivan', { first: 'Ivan', last: 'Petrov', born: '1980-05-01' }],
    ['olga', { first: 'Olga', last: 'Petrova' }],
  ] as const) {
    const written = await api.records.POST('/api/meta-data-driven/v1/data', {
      body: { entityName: PERSONS, sourceSystem: 'crm', externalId: `${key}-${RUN}`, attributes },
    });
    ids[key] = written.data?.etalonId ?? '';
  }
});

test('a display format set in the model names the records on the card, in search and in a merge', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/ui/model');
  await page.getByRole('button', { name: 'Edit in a new draft' }).click();
  await expect(page).toHaveURL(/\/ui\/model\/drafts\/\d+/);
  await page
    .getByRole('navigation', { name: 'Model elements' })
    .getByRole('link', { name: PERSONS, exact: true })
    .click();
  const format = page.getByRole('textbox', { name: 'Display format' });
  await format.fill('{last} {first} · {born}');
  await expect(page.getByText('Example: ‹Last name› ‹First name› · ‹Born›')).toBeVisible();
  await shot(page, 'names-model-format');
  await page.getByRole('button', { name: 'Save into the draft' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/ui\/model(\?|$)/);

  await page.goto(`/ui/records/${PERSONS}/${ids.ivan}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Named person · ${IVAN}`);
  await shot(page, 'names-card');

  await page.goto(`/ui/records/${PERSONS}`);
  await expect(page.getByTestId('total')).toHaveText('2 records');
  // A missing birth date drops out with its separator.
  for (const name of [IVAN, 'Petrova Olga']) {
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell', { name, exact: true }) })
      .getByRole('checkbox')
      .check();
  }
  await page.getByRole('button', { name: 'Merge…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge records' });
  await expect(dialog.getByRole('radio', { name: IVAN, exact: true })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Petrova Olga', exact: true })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'names-merge-choices');
});
