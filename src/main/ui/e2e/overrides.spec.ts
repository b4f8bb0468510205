import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { adminApi, ensureRegister, fail, load } from './api';
import { expectAccessible, logIn, shot } from './helpers';

/** A register of this file's own, whose record two sources make. */
const CUSTOMERS = 'OverrideCustomer';
const CRM = 'override-crm';
const ERP = 'override-erp';
let etalonId = '';
let crmKey = '';

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: CUSTOMERS,
      displayName: 'Customer (overrides)',
      attributes: [
        { name: 'name', displayName: 'Name', type: 'String' },
        { name: 'city', displayName: 'City', type: 'String' },
        { name: 'phone', displayName: 'Phone', type: 'String' },
      ],
    },
    [
      { name: CRM, weight: 50 },
      { name: ERP, weight: 40 },
    ],
  );
  // Each run starts from the sources alone: a new key, so no override of an earlier run is there.
  const key = `K-${Date.now()}`;
  await load(api, [
    {
      entityName: CUSTOMERS,
      sourceSystem: CRM,
      externalId: key,
      attributes: { name: 'Olga Petrova', city: 'Tver' },
    },
  ]);
  const read = await api.records.GET('/api/meta-data-driven/v1/data/{entityName}/{sourceSystem}', {
    params: { path: { entityName: CUSTOMERS, sourceSystem: CRM }, query: { externalId: key } },
  });
  if (!read.data) fail('read the customer', read);
  etalonId = read.data.etalonId;
  const erp = await api.records.POST('/api/meta-data-driven/v1/data', {
    body: {
      entityName: CUSTOMERS,
      sourceSystem: ERP,
      externalId: `E-${key}`,
      etalonId,
      attributes: { name: 'Olga Petrowa', city: 'Tver', phone: '+7 900 000 00 00' },
    },
  });
  if (!erp.data) fail('write the ERP version', erp);
  crmKey = key;
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

const cell = (page: Page, attribute: string) =>
  page.getByTestId('source-values').locator(`[data-attribute="${attribute}"] td`);

async function publishEdit(page: Page, change: (page: Page) => Promise<void>) {
  await page.goto(`/ui/records/${CUSTOMERS}/${etalonId}`);
  await page.getByRole('link', { name: 'Edit in a draft' }).click();
  await change(page);
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page).toHaveURL(/\/ui\/drafts\/\d+$/);
  // The draft is described by the record's name, not its etalon id.
  await expect(
    page.getByText(/^Edit of Customer \(overrides\) Olga (Petrova|Orlova)$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/ui/records/${CUSTOMERS}/${etalonId}$`));
}

test("a steward's edit overrides only the value changed, and the sources still reach the rest", async ({
  page,
}) => {
  // Before any edit the card shows each source's values, the winning one marked.
  await page.goto(`/ui/records/${CUSTOMERS}/${etalonId}`);
  await expect(cell(page, 'name').nth(1)).toHaveText('Olga Petrova');
  await expect(page.getByTestId('source-values').locator('th[data-source]')).toHaveCount(2);
  await expect(page.getByTestId('overridden')).toHaveCount(0);
  await shot(page, 'overrides-card-sources');

  await publishEdit(page, async (p) => {
    await p.getByRole('textbox', { name: 'City' }).fill('Kazan');
  });
  await expect(cell(page, 'city').nth(1)).toContainText('Kazan');
  await expect(cell(page, 'city').nth(1).getByTestId('overridden')).toBeVisible();
  await expect(cell(page, 'name').nth(1).getByTestId('overridden')).toHaveCount(0);
  await expect(page.getByTestId('source-values').locator('th[data-source]')).toHaveCount(3);
  // The steward's own overrides are no merged record's: nothing to unmerge there.
  await expect(page.getByRole('button', { name: /^Unmerge override-crm / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Unmerge platform / })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'overrides-card-one-override');

  // The CRM renames her: the name follows it, the city stays the steward's.
  const api = await adminApi();
  const renamed = await api.records.POST('/api/meta-data-driven/v1/data', {
    body: {
      entityName: CUSTOMERS,
      sourceSystem: CRM,
      externalId: crmKey,
      attributes: { name: 'Olga Orlova', city: 'Tver' },
    },
  });
  if (!renamed.data) fail('rename in the CRM', renamed);
  await page.reload();
  await expect(cell(page, 'name').nth(1)).toHaveText('Olga Orlova');
  await expect(cell(page, 'city').nth(1)).toContainText('Kazan');

  // The editor marks the override and can let the city follow the sources again.
  await publishEdit(page, async (p) => {
    const field = p.locator('[data-attribute-box="city"]');
    await expect(field.getByText('override')).toBeVisible();
    await expect(p.locator('[data-attribute-box="name"]').getByText('override')).toHaveCount(0);
    await shot(p, 'overrides-editor');
    await field.getByRole('button', { name: 'Follow the sources again' }).click();
    await expect(p.getByTestId('follows-sources')).toBeVisible();
  });
  await expect(cell(page, 'city').nth(1)).toHaveText('Tver');
  await expect(page.getByTestId('overridden')).toHaveCount(0);
});

test('a value a steward emptied is said in words on the card, not as a dash', async ({ page }) => {
  await publishEdit(page, async (p) => {
    await p.getByRole('textbox', { name: 'Phone' }).fill('');
  });
  const source = page
    .getByTestId('golden-values')
    .locator('[data-attribute="phone"] [data-testid="value-source"]');
  await expect(source).toHaveText('emptied by a steward (platform)');
  await expect(cell(page, 'phone').nth(1)).toHaveText('emptied by a steward');
  await expect(cell(page, 'name').nth(1)).not.toContainText('emptied');
  await shot(page, 'overrides-card-emptied');

  await page.getByRole('link', { name: 'Edit in a draft' }).click();
  await expect(
    page.locator('[data-attribute-box="phone"]').getByText('emptied by a steward'),
  ).toBeVisible();
});
