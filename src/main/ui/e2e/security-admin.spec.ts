import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from './test';
import { expectAccessible, logIn, shot } from './helpers';

test('an administrator makes a role and a user, exports the roles from the notifications, imports them back and deletes the role', async ({
  page,
}, testInfo) => {
  const run = Date.now();
  const role = `auditor_${run}`;
  await logIn(page);
  await page.goto('/ui/security/roles');

  // A new role with one right, ticked in the grid of resources.
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Name/).fill(role);
  await dialog.getByLabel('Display name').fill(`Auditor ${run}`);
  await dialog.getByRole('checkbox', { name: 'Read on User management' }).check();
  await dialog.getByRole('checkbox', { name: 'Read on Role management' }).check();
  await expectAccessible(page);
  await shot(page, 'security-role-new');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator(`[data-testid="role-row"][data-role="${role}"]`);
  await expect(row).toContainText('Role management: read; User management: read');

  // Its rights change: one taken away.
  await page.getByRole('button', { name: `Edit the rights of ${role}` }).click();
  await dialog.getByRole('checkbox', { name: 'Read on User management' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Role management: read');
  await expect(row).not.toContainText('User management');

  // A user with the role, made in the users' area.
  await page
    .getByRole('navigation', { name: 'Security areas' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByRole('button', { name: 'New user' }).click();
  await dialog.getByLabel(/^User name/).fill(`auditor-${run}`);
  await dialog.getByLabel(/^Password/).fill(`auditor-password-${run}`);
  await dialog.getByLabel('Full name').fill('Ada Auditor');
  await dialog.getByRole('checkbox', { name: `Auditor ${run}` }).check();
  await expectAccessible(page);
  await shot(page, 'security-user-new');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-testid="user-row"][data-user="auditor-${run}"]`)).toContainText(
    role,
  );

  // The roles are exported; the end is told in the notifications, with the document to download.
  await page
    .getByRole('navigation', { name: 'Security areas' })
    .getByRole('link', { name: 'Roles' })
    .click();
  await page.getByRole('button', { name: 'Export roles' }).click();
  await expect(page.getByText('Started: the result will be in your notifications.')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(panel.getByTestId('notification').first()).toContainText('Roles exported', {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page);
  await shot(page, 'security-notifications');
  const downloading = page.waitForEvent('download');
  await panel
    .getByTestId('notification')
    .first()
    .getByRole('button', { name: 'Download', exact: true })
    .click();
  const file = testInfo.outputPath('roles.json');
  await (await downloading).saveAs(file);
  const document = JSON.parse(await readFile(file, 'utf8')) as {
    roles: { name: string; displayName: string | null }[];
  };
  const exported = document.roles.find((r) => r.name === role);
  expect(exported?.displayName).toBe(`Auditor ${run}`);
  await page.keyboard.press('Escape');

  // The document, changed, is imported back: the role takes the file's display name.
  exported!.displayName = `Chief auditor ${run}`;
  document.roles = [exported!];
  await writeFile(file, JSON.stringify(document));
  await page.getByLabel('Import roles…').setInputFiles(file);
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(panel.getByTestId('notification').first()).toContainText(
      'Roles imported: 0 created, 1 updated, 0 skipped.',
      { timeout: 1000 },
    );
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(row).toContainText(`Chief auditor ${run}`);

  // The role is deleted, after a confirmation.
  await page.getByRole('button', { name: `Delete the role ${role}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
