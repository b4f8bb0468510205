import { adminApi, ensureRegister, load } from './api';
import { choose, confirmIn, expectAccessible, logIn, shot } from './helpers';
import { expect, test } from './test';

/** A register of this file's own: its labels and bulk runs touch no other file's records. */
const DESK = 'AdminDesk';

test.beforeAll(async () => {
  const api = await adminApi();
  const added = await ensureRegister(
    api,
    {
      name: DESK,
      displayName: 'Desk',
      customProperties: { description_field: 'name' },
      attributes: [
        { name: 'name', displayName: 'Name', type: 'String' },
        { name: 'region', displayName: 'Region', type: 'String' },
        { name: 'notes', displayName: 'Notes', type: 'Clob' },
      ],
    },
    [{ name: 'crm', weight: 80 }],
  );
  if (added) {
    await load(
      api,
      ['North', 'South', 'West'].map((region, i) => ({
        entityName: DESK,
        sourceSystem: 'crm',
        externalId: `D-${i}`,
        attributes: { name: `Desk ${region}`, region },
      })),
    );
  }
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('an administrator creates, edits and deletes a security label, its problems at their fields', async ({
  page,
}) => {
  const name = `Desk_${Date.now()}`;
  await page.goto('/ui/security/labels');
  await page.getByRole('button', { name: 'New security label' }).click();
  const form = page.getByRole('dialog', { name: 'New security label' });
  await form.getByLabel(/^Name/).fill('not a name!');
  await choose(page, form.getByRole('combobox', { name: /^Register/ }), /^Desk/);
  // Only the attributes a label can name: no text of unbounded length.
  await expect(form.getByRole('checkbox')).toHaveCount(2);
  await form.getByRole('checkbox', { name: 'Region' }).check();
  await form.getByRole('button', { name: 'Create the label' }).click();
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectAccessible(page);
  await shot(page, 'admin-label-problem');
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('button', { name: 'Create the label' }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('label-row').filter({ hasText: name });
  await expect(row).toContainText('region');

  await row.getByRole('button', { name: `Edit the label ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit the label ${name}` });
  await expect(edit.getByRole('checkbox', { name: 'Region' })).toBeChecked();
  await edit.getByLabel(/^Display name/).fill('Desk regions');
  await edit.getByRole('checkbox', { name: 'Name' }).check();
  await shot(page, 'admin-label-edit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Desk regions');
  await expect(row).toContainText('name, region');

  await row.getByRole('button', { name: `Delete the label ${name}` }).click();
  await confirmIn(page, `Delete the label ${name}?`, 'Delete');
  await expect(row).toHaveCount(0);
});

test('the rights matrix shows registers apart from the system rights', async ({ page }) => {
  await page.goto('/ui/security/roles');
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  const groups = dialog.getByTestId('resource-group');
  await expect(groups.first()).toHaveAttribute('data-group', 'ENTITY');
  await expect(groups.last()).toHaveAttribute('data-group', 'SYSTEM');
  await expect(dialog.getByRole('columnheader', { name: 'Registers' })).toBeVisible();
  await expect(
    groups.filter({ has: page.getByRole('columnheader', { name: 'Registers' }) }),
  ).toContainText('Desk');
  await shot(page, 'admin-rights-matrix');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('an administrator subscribes, changes and deletes a webhook', async ({ page }) => {
  const url = `https://hooks.example.com/admin-${Date.now()}`;
  await page.goto('/ui/operations/notifications');
  await page.getByRole('button', { name: 'New webhook' }).click();
  const form = page.getByRole('dialog', { name: 'New webhook' });
  await form.getByLabel(/^URL/).fill('ftp://nowhere');
  await form.getByLabel(/^Signing secret/).fill('short');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('textbox', { name: /^URL/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/^Signing secret/)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await shot(page, 'admin-webhook-problems');
  await form.getByLabel(/^URL/).fill(url);
  await form.getByLabel(/^Signing secret/).fill('a-secret-long-enough-for-hooks');
  await form.getByRole('checkbox', { name: 'Record written' }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('webhook-row').filter({ hasText: url });
  await expect(row).toContainText('Record written');

  await row.getByRole('button', { name: `Edit the webhook ${url}` }).click();
  const edit = page.getByRole('dialog', { name: 'Change the webhook' });
  await edit.getByLabel(/^URL/).fill(`${url}/v2`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const changed = page.getByTestId('webhook-row').filter({ hasText: `${url}/v2` });
  await expect(changed).toBeVisible();
  await shot(page, 'admin-webhooks');

  await changed.getByRole('button', { name: `Delete the webhook ${url}/v2` }).click();
  await confirmIn(page, 'Delete the webhook?', 'Delete');
  await expect(changed).toHaveCount(0);
});

test('each bulk action of the search asks first, with the number of records it touches', async ({
  page,
}) => {
  await page.goto(`/ui/records/${DESK}`);
  await expect(page.getByTestId('total')).toHaveText('3 records');
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page
    .getByRole('menu', { name: 'Actions on the records found' })
    .getByRole('menuitem', { name: 'Index again' })
    .click();
  const question = page.getByRole('dialog', { name: 'Index the records of Desk again?' });
  await expect(question).toContainText('The search index of the 3 records the search finds');
  await expectAccessible(page);
  await shot(page, 'admin-bulk-confirm');
  await confirmIn(page, 'Index the records of Desk again?', 'Index 3 records');
  const run = page.getByRole('dialog', { name: 'Indexing of Desk' }).getByTestId('bulk-run');
  await expect(run).toHaveAttribute('data-status', 'COMPLETED', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Close' }).click();

  // A delete asks too, and Cancel leaves the records.
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete the records of Desk?' });
  await expect(deleting.getByRole('button', { name: 'Delete 3 records' })).toBeVisible();
  await deleting.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('total')).toHaveText('3 records');
});
