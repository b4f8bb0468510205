import { expect, test } from './test';
import { expectAccessible, logIn, shot } from './helpers';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('a directory is connected through its form, tried out, changed and deleted', async ({
  page,
}) => {
  const id = `corp_${Date.now().toString(36)}`;
  await page.goto('/ui/security/directory');
  await page.getByRole('button', { name: 'New directory' }).click();
  const form = page.getByRole('dialog', { name: 'New directory' });

  // A first save with problems: each is shown, nothing is kept.
  await form.getByLabel('Id').fill(id);
  await form.getByLabel('Server', { exact: true }).fill('ldap://127.0.0.1:1');
  await form.getByLabel('Bind DN').fill('not a dn');
  await form.getByLabel('Domain 1: name').fill('CORP');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/is not a distinguished name/).first()).toBeVisible();
  // Each problem stands at its field, none in a list apart.
  await expect(form.getByLabel('Bind DN')).toHaveAccessibleDescription(/distinguished name/);
  await expect(form.getByLabel('Bind password')).toHaveAccessibleDescription(
    "Field 'password' is required.",
  );
  await expect(form.getByRole('alert')).toHaveCount(0);
  await shot(page, 'directory-refused');

  // Fixed, with a domain, its name format and a group's roles.
  await form.getByLabel('Bind DN').fill('cn=reader,dc=example,dc=com');
  await form.getByLabel('Bind password').fill('reader-secret');
  await form.getByLabel('Domain 1: users under (base DN)').fill('ou=people,dc=example,dc=com');
  await form.getByLabel('Domain 1: full name as').click();
  await page.getByRole('option', { name: 'Last First Middle' }).click();
  await form.getByRole('button', { name: 'Add a group' }).click();
  await form.getByRole('textbox', { name: 'Group 1', exact: true }).fill('stewards');
  await form.getByRole('combobox', { name: 'Roles of group 1' }).fill('ADM');
  await page.getByRole('option', { name: 'ADMIN', exact: true }).click();
  // Tried out before it is saved: nothing answers on port 1, and the form says why.
  await form.getByRole('button', { name: 'Test before saving' }).click();
  await expect(form.getByRole('status')).toContainText('Not connected');
  await expectAccessible(page);
  await shot(page, 'directory-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // Listed with its domain and its password encrypted; its test says why it cannot connect.
  const row = page.locator(`tr[data-configuration="${id}"]`);
  await expect(row).toContainText('ldap://127.0.0.1:1');
  await expect(row).not.toContainText('127.0.0.1:1:1');
  await expect(row).toContainText('CORP');
  await expect(row).toContainText('encrypted');
  await row.getByRole('button', { name: `Test the directory ${id}` }).click();
  await expect(page.getByRole('status', { name: `Test the directory ${id}` })).toContainText(
    'Not connected',
  );
  await shot(page, 'directory-list');

  // Changed without typing the password again: the stored one is kept.
  await row.getByRole('button', { name: `Edit the directory ${id}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit the directory ${id}` });
  await expect(edit.getByLabel('Id')).toBeDisabled();
  await expect(edit.getByLabel('Bind password')).toHaveValue('');
  await expect(edit.getByLabel('Domain 1: name')).toHaveValue('CORP');
  await expect(edit.getByRole('textbox', { name: 'Group 1', exact: true })).toHaveValue('stewards');
  await edit.getByLabel('Display name').fill('Example directory');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Example directory');
  await expect(row).toContainText('encrypted');

  // Deleted after a confirmation in the page: Cancel and Escape leave it, Delete deletes it.
  const remove = row.getByRole('button', { name: `Delete the directory ${id}` });
  const question = page.getByRole('dialog', { name: `Delete the directory ${id}?` });
  await remove.click();
  await expect(question).toContainText('Its users can no longer log in through it.');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await shot(page, 'directory-delete-question');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await remove.click();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await page.reload();
  await expect(row).toContainText('Example directory');

  await remove.click();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(row).toHaveCount(0);
});
