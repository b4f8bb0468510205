import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { adminApi, ensureRegister, ensureRelation, fail, load } from './api';
import { confirmIn, expectAccessible, logIn, shot } from './helpers';

/** A register of this file's own (so no other file's counts move), with a record to edit. */
const SUPPLIERS = 'DraftSupplier';
const SOURCE = 'supplier-erp';
const KEY = 'S-1';
/** A relation between suppliers, so that the form offers links chosen by search. */
const PARTNER = 'DraftSupplierPartner';
let etalonId = '';

test.beforeAll(async () => {
  const api = await adminApi();
  const added = await ensureRegister(
    api,
    {
      name: SUPPLIERS,
      displayName: 'Supplier',
      customProperties: { description_field: 'name' },
      attributes: [
        { name: 'name', displayName: 'Name', type: 'String', required: true },
        { name: 'employees', displayName: 'Employees', type: 'Integer' },
        { name: 'rating', displayName: 'Rating', type: 'Number' },
        { name: 'since', displayName: 'Supplier since', type: 'Date' },
        { name: 'certified', displayName: 'Certified', type: 'Boolean' },
        { name: 'regions', displayName: 'Regions', type: 'String', array: true },
      ],
    },
    [{ name: SOURCE, weight: 50 }],
  );
  if (added) {
    await load(api, [
      {
        entityName: SUPPLIERS,
        sourceSystem: SOURCE,
        externalId: KEY,
        attributes: { name: 'Acme Steel', employees: 120, since: '2015-03-01', certified: true },
      },
    ]);
  }
  await ensureRelation(api, {
    name: PARTNER,
    displayName: 'Partner',
    from: SUPPLIERS,
    to: SUPPLIERS,
    type: 'REFERENCES',
  });
  const read = await api.records.GET('/api/meta-data-driven/v1/data/{entityName}/{sourceSystem}', {
    params: { path: { entityName: SUPPLIERS, sourceSystem: SOURCE }, query: { externalId: KEY } },
  });
  if (!read.data) fail('read the supplier', read);
  etalonId = read.data.etalonId;
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

const row = (page: Page, testId: string, attribute: string) =>
  page.getByTestId(testId).locator(`[data-attribute="${attribute}"] td`);

test('a record is edited in a draft: refused values by their fields, a preview, publishing', async ({
  page,
}) => {
  // Each run writes values of its own, so that it sees them change whatever an earlier run left.
  const run = Date.now() % 100000;
  const name = `Acme Steel ${run}`;
  const employees = String(200 + (run % 500));

  await page.goto(`/ui/records/${SUPPLIERS}/${etalonId}`);
  await page.getByRole('link', { name: 'Edit in a draft' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Edit Supplier in a draft/);
  const nameInput = page.getByRole('textbox', { name: 'Name' });
  await expect(nameInput).not.toHaveValue('');
  const current = await nameInput.inputValue();

  // The name is required: left empty, the server refuses it, and says so by the field.
  await nameInput.fill('');
  await page.getByRole('spinbutton', { name: 'Employees' }).fill(employees);
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(nameInput).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-field="name"]')).toContainText('required');
  await expect(page.getByText('The server refused some values')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'drafts-editor-refused');

  await nameInput.fill(name);
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page).toHaveURL(/\/ui\/drafts\/\d+$/);
  const draftId = page.url().split('/').pop()!;

  // The preview: the record as the draft would make it beside its golden values now.
  await expect(row(page, 'comparison', 'name').nth(1)).toHaveText(current);
  await expect(row(page, 'comparison', 'name').nth(2)).toHaveText(name);
  await expect(page.getByTestId('comparison').locator('[data-attribute="name"]')).toHaveAttribute(
    'data-changed',
    'true',
  );
  await expect(row(page, 'comparison', 'employees').nth(2)).toHaveText(employees);
  await expect(page.getByTestId('comparison').locator('[data-attribute="since"]')).toHaveAttribute(
    'data-changed',
    'false',
  );
  await expectAccessible(page);
  await shot(page, 'drafts-preview');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/ui/records/${SUPPLIERS}/${etalonId}$`));
  await expect(row(page, 'golden-values', 'name').nth(1)).toHaveText(name);
  await expect(row(page, 'golden-values', 'employees').nth(1)).toHaveText(employees);
  await expect(row(page, 'golden-values', 'name').nth(2)).toHaveText(/^platform \(r\d+\)$/);
  await shot(page, 'drafts-published-record');

  // The drafts list finds the published draft by its state and tag.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', {
      name: 'Drafts',
    })
    .click();
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('combobox', { name: 'Tags' }).fill(`entity-name:${SUPPLIERS}`);
  await page.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/state=PUBLISHED/);
  const published = page.locator(`[data-draft="${draftId}"]`);
  await expect(published).toContainText('Published');
  await expect(published).toContainText(`${SUPPLIERS} · platform / `);
  await expect(page.getByTestId('drafts').getByText('RUNNING')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'drafts-list');
});

test('a new record is made through a draft, from the search page', async ({ page }) => {
  const key = `S-NEW-${Date.now()}`;
  await page.goto(`/ui/records/${SUPPLIERS}`);
  await page.getByRole('button', { name: 'New record' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Supplier record');

  await page.getByRole('combobox', { name: 'Source system' }).click();
  await page.getByRole('option', { name: SOURCE }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(`Bolt Works ${key}`);
  await page.getByRole('spinbutton', { name: 'Employees' }).fill('12');
  await page.getByRole('spinbutton', { name: 'Rating' }).fill('4.5');
  await page.getByLabel('Supplier since').fill('2024-02-29');
  await page.getByRole('checkbox', { name: 'Certified' }).check();
  await page.getByRole('button', { name: 'Add a value to Regions' }).click();
  await page.getByRole('textbox', { name: 'Regions 1' }).fill('EU');
  // A link to another supplier, chosen by searching the register.
  await page.getByRole('combobox', { name: 'Partner: search Supplier' }).fill('Acme');
  await page.getByRole('option', { name: /^Acme Steel/ }).click();
  await expect(page.locator('[data-relation] .MuiChip-label')).toHaveText(/^Acme Steel/);
  await expectAccessible(page);
  await shot(page, 'drafts-new-record');
  // Without its external id the server refuses the record, and says so by that field.
  await page.getByRole('button', { name: 'Save to draft' }).click();
  const externalId = page.getByRole('textbox', { name: 'External id' });
  await expect(externalId).toHaveAttribute('aria-invalid', 'true');
  await externalId.fill(key);
  await page.getByRole('button', { name: 'Save to draft' }).click();

  await expect(page).toHaveURL(/\/ui\/drafts\/\d+$/);
  await expect(page.getByText('The record does not exist yet')).toBeVisible();
  await expect(row(page, 'comparison', 'rating').nth(2)).toHaveText('4.5');
  await expect(row(page, 'comparison', 'since').nth(2)).toHaveText('Feb 29, 2024');
  await expect(row(page, 'comparison', 'regions').nth(2)).toHaveText('EU');
  // The linked record by its name (its register's first String attribute).
  await expect(page.getByTestId('links').locator(`[data-relation="${PARTNER}"]`)).toContainText(
    /Acme Steel/,
  );
  await shot(page, 'drafts-new-record-preview');
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(new RegExp(`/ui/records/${SUPPLIERS}/[0-9a-f-]{36}$`));
  await expect(row(page, 'golden-values', 'name').nth(1)).toHaveText(`Bolt Works ${key}`);
  await expect(row(page, 'golden-values', 'certified').nth(1)).toHaveText('true');
  await expect(row(page, 'golden-values', 'name').nth(2)).toHaveText(
    new RegExp(`^${SOURCE} / ${key}`),
  );
});

test('a parent draft opens onto its child drafts in the drafts list', async ({ page }) => {
  const api = await adminApi();
  const parent = await api.draft.POST('/api/v2/draft/upsert', {
    body: {
      type: 'record',
      description: `Suppliers of a batch ${Date.now()}`,
      parameters: { 'entity-name': SUPPLIERS },
    },
  });
  const parentId = parent.data?.draft?.draftId;
  if (parentId === undefined) fail('open a parent draft', parent);
  const child = await api.records.POST('/api/meta-data-driven/v1/data', {
    body: {
      entityName: SUPPLIERS,
      sourceSystem: SOURCE,
      externalId: `S-CHILD-${parentId}`,
      attributes: { name: 'Child Supplies' },
      parentDraftId: parentId,
    },
  });
  if (!child.data) fail('write under the parent draft', child);

  await page.goto(`/ui/drafts?type=record&state=CREATED&tag=entity-name:${SUPPLIERS}`);
  const parentRow = page.locator(`[data-draft="${parentId}"]`);
  await expect(parentRow).toContainText('Suppliers of a batch');
  await page.getByRole('button', { name: `Show the child drafts of draft ${parentId}` }).click();
  const childRow = page.locator(`[data-draft="${child.data.draftId}"]`);
  await expect(childRow).toContainText(`S-CHILD-${parentId}`);
  await expect(childRow).toContainText('Running');
  await expectAccessible(page);
  await shot(page, 'drafts-children');

  // The parent's own page lists its children, each opening its preview.
  await page.getByRole('link', { name: `Open draft ${parentId}` }).click();
  await expect(page.getByRole('heading', { name: 'Child drafts' })).toBeVisible();
  await page.getByRole('link', { name: `Draft ${child.data.draftId}` }).click();
  await expect(
    page.getByTestId('comparison').locator('[data-attribute="name"] td').nth(2),
  ).toHaveText('Child Supplies');
  await expectAccessible(page);
  await page.goBack();
  await page.goBack();
  await page.getByRole('button', { name: `Show the child drafts of draft ${parentId}` }).click();

  // Removing the parent removes its child too.
  await page.getByRole('button', { name: `Remove draft ${parentId}` }).click();
  await confirmIn(page, `Remove draft ${parentId}?`, 'Remove');
  await expect(parentRow).toHaveCount(0);
  await expect(childRow).toHaveCount(0);
});

test('a discarded draft leaves the record as it was', async ({ page }) => {
  await page.goto(`/ui/records/${SUPPLIERS}/${etalonId}/edit`);
  const employees = page.getByRole('spinbutton', { name: 'Employees' });
  await expect(employees).not.toHaveValue('');
  const before = await employees.inputValue();
  await employees.fill('1');
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page).toHaveURL(/\/ui\/drafts\/\d+$/);
  const draftId = page.url().split('/').pop()!;
  await expect(row(page, 'comparison', 'employees').nth(2)).toHaveText('1');

  // Editing further starts from the values as the draft makes them, and goes on in that draft.
  await page.getByRole('link', { name: 'Edit further' }).click();
  await expect(page.getByText(`Changes go into draft ${draftId}.`)).toBeVisible();
  await expect(employees).toHaveValue('1');
  await employees.fill('2');
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/ui/drafts/${draftId}$`));
  await expect(row(page, 'comparison', 'employees').nth(2)).toHaveText('2');

  await page.getByRole('button', { name: 'Discard the draft' }).click();
  await confirmIn(page, `Remove draft ${draftId}?`, 'Discard the draft');
  await expect(page).toHaveURL(new RegExp(`/ui/records/${SUPPLIERS}/${etalonId}$`));
  await expect(row(page, 'golden-values', 'employees').nth(1)).toHaveText(before);
  await page.goto(`/ui/drafts?tag=entity-name:${SUPPLIERS}`);
  await expect(page.getByTestId('drafts-total')).not.toHaveText('');
  await expect(page.locator(`[data-draft="${draftId}"]`)).toHaveCount(0);
});
