import { expect, test } from './test';
import { expectAccessible, logIn, shot } from './helpers';
import { adminApi } from './api';
import { CLIENTS, IVANOV, SIDOROV } from './people';

test.beforeEach(async ({ page }) => {
  await logIn(page);
  // Login lands on the start page; the search is a link away.
  await page.getByRole('link', { name: 'Records' }).click();
});

test('a register is searched by text in either script, its hits described by description_field', async ({
  page,
}) => {
  await page.getByLabel('Register or reference set').click();
  await page.getByRole('option', { name: 'Client' }).click();
  await expect(page).toHaveURL(new RegExp(`/ui/records/${CLIENTS}`));
  await expect(page.getByTestId('total')).toHaveText('3,002 records');
  await expect(page.getByRole('columnheader', { name: 'Record name' })).toBeVisible();

  for (const text of ['Sidorov', 'Сидоров']) {
    await page.getByLabel('Search text').fill(text);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('total')).toHaveText('1 record');
    await expect(page.getByRole('gridcell', { name: SIDOROV.fullName })).toBeVisible();
  }
  await expectAccessible(page);
  await shot(page, 'search');
});

test('a count beyond the bound shows as 10,000+ style, pages on and is counted on request', async ({
  page,
}) => {
  const api = await adminApi();
  // The bound of exact counts, lowered under the register's 3,002 records for this test.
  const bound = (value: string | null) =>
    api.core.PUT('/api/v2/core/system-parameters', {
      body: { parameters: [{ name: 'org.platform.mdm.search.count.limit', value }] },
    });
  if (!(await bound('1000')).data) throw new Error('set the count bound');
  try {
    await page.goto(`/ui/records/${CLIENTS}`);
    await expect(page.getByTestId('total')).toHaveText('1,000+ records');
    await expect(page.getByText('1–50 of 1,000+')).toBeVisible();
    const firstRow = page.getByRole('row').nth(1);
    const before = await firstRow.textContent();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText('51–100 of 1,000+')).toBeVisible();
    await expect(firstRow).not.toHaveText(before ?? '');
    await shot(page, 'search-count-bound');
    await page.getByRole('button', { name: 'Count exactly' }).click();
    await expect(page.getByTestId('total')).toHaveText('3,002 records');
    await expect(page.getByText('51–100 of 3,002')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Count exactly' })).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'search-count-exact');
  } finally {
    await bound(null);
  }
});

test('the grid pages and sorts on the server', async ({ page }) => {
  const asked: { facets?: string[] | null }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v2/search/records')) asked.push(r.postDataJSON());
  });
  await page.goto(`/ui/records/${CLIENTS}`);
  await expect(page.getByTestId('total')).toHaveText('3,002 records');
  const firstRow = page.getByRole('row').nth(1);
  const before = await firstRow.textContent();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/51–100 of 3,002|51–100 of 3002/)).toBeVisible();
  await expect(firstRow).not.toHaveText(before ?? '');

  const topScore = page.getByRole('row').nth(1).locator('[data-field="score"]');
  await page.getByRole('columnheader', { name: 'Score' }).click();
  await expect(page.getByText(/1–50 of/)).toBeVisible();
  await expect(topScore).toHaveText('0');
  await page.getByRole('columnheader', { name: 'Score' }).click();
  await expect(topScore).toHaveText('99');
  // The facets are counted once per search and stay while the steward pages and sorts.
  const facets = page.getByRole('complementary', { name: 'Values among the matches' });
  await expect(facets.getByRole('button', { name: 'true (300)' })).toBeVisible();
  expect(asked[0]?.facets).toContain('vip');
  expect(asked.slice(1).every((body) => !body.facets)).toBe(true);
});

test('conditions built from the model and the facets narrow the search', async ({ page }) => {
  await page.goto(`/ui/records/${CLIENTS}`);
  await expect(page.getByTestId('total')).toHaveText('3,002 records');
  // One in ten generated clients is a VIP: the facet counts them and narrows to them.
  const facets = page.getByRole('complementary', { name: 'Values among the matches' });
  await facets.getByRole('button', { name: 'true (300)' }).click();
  await expect(page.getByTestId('total')).toHaveText('300 records');
  await expect(page).toHaveURL(/f=/);

  // And those with a score of at least 90: a typed number input.
  await page.getByRole('button', { name: 'Add a condition' }).click();
  const last = page.getByTestId('filter-row').last();
  await last.getByRole('combobox', { name: 'Attribute' }).click();
  await page.getByRole('option', { name: 'Score' }).click();
  await last.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: 'at least' }).click();
  await last.getByLabel('Score: value').fill('90');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('total')).toHaveText('30 records');
  await expectAccessible(page);
  await shot(page, 'search-conditions');

  // The address keeps the conditions: a reload shows the same search.
  await page.reload();
  await expect(page.getByTestId('total')).toHaveText('30 records');
  await page.getByRole('button', { name: 'Remove the condition on VIP' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('total')).toHaveText('300 records');
});

test('a record card shows the source of each value and its timeline, period by period', async ({
  page,
}) => {
  await page.goto(`/ui/records/${CLIENTS}/${IVANOV.etalonId}`);
  const values = page.getByTestId('golden-values');
  // Now (after 2020) the CRM's values win where it has them; the ERP gives the score.
  await expect(values.locator('[data-attribute="lastName"] td').nth(1)).toHaveText('Ivanov');
  await expect(values.locator('[data-attribute="lastName"] td').nth(2)).toHaveText(
    /^crm \/ C-IVANOV/,
  );
  await expect(values.locator('[data-attribute="score"] td').nth(2)).toHaveText(/^erp \/ E-IVANOV/);

  const periods = page.getByTestId('timeline-period');
  await expect(periods).toHaveCount(2);
  await expect(periods.nth(0)).toHaveAccessibleName(
    /the beginning to Dec 31, 2019.*erp \/ E-IVANOV/,
  );
  await expect(periods.nth(1)).toHaveAccessibleName(/Jan 1, 2020 to the end.*crm \/ C-IVANOV, erp/);
  await expect(periods.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await shot(page, 'record');

  // Before 2020 only the ERP's version is valid.
  await periods.nth(0).click();
  await expect(periods.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(values.locator('[data-attribute="lastName"] td').nth(1)).toHaveText('Ivanoff');
  await expect(values.locator('[data-attribute="firstName"] td').nth(1)).toHaveText('—');
  await shot(page, 'record-before-2020');

  // The keyboard chooses a period too.
  await periods.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(values.locator('[data-attribute="lastName"] td').nth(1)).toHaveText('Ivanov');
});

test('the history compares the record as known at two moments', async ({ page }) => {
  const api = await adminApi();
  const city = `Tver ${Date.now()}`;
  const written = await api.records.POST('/api/meta-data-driven/v1/data', {
    body: { ...IVANOV.lines[1]!, attributes: { ...IVANOV.lines[1]!.attributes, city } },
  });
  expect(written.response.status).toBe(200);

  await page.goto(`/ui/records/${CLIENTS}/${IVANOV.etalonId}`);
  const history = page.getByTestId('history');
  await expect(history.getByRole('row')).not.toHaveCount(1);
  await expect(history).toContainText(`→ ${city}`);

  // The first moment (the load) against the last (this write).
  await page.getByRole('combobox', { name: 'As known at', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Compared with as known at' }).click();
  await page.getByRole('option').last().click();
  await page.getByRole('button', { name: 'Compare' }).click();
  const cityRow = page.getByTestId('history-compare').locator('[data-attribute="city"]');
  await expect(cityRow).toHaveAttribute('data-differs', 'true');
  await expect(cityRow.getByRole('cell')).toHaveText(['City (changed)', 'Moscow', city]);
  await expect(
    page.getByTestId('history-compare').locator('[data-attribute="lastName"]'),
  ).toHaveAttribute('data-differs', 'false');
  await expect(page.getByText('No links.')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'record-history');
});
