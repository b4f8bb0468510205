import { type Page } from '@playwright/test';
import { adminApi } from './api';
import { embeddedDatabase, ensureSource } from './catalogData';
import { choose, expectAccessible, logIn, openAdministration, shot } from './helpers';
import { expect, test } from './test';

/**
 * The crawler reads the server under test as an administrator's would read any other: its database
 * `template1`, whose schema `public` is empty (the server's own database holds some 200 tables,
 * whose scan and cleaning take minutes on a loaded machine; the Java tests scan real tables, see
 * RealDatabaseScanApiTest).
 */
function serverDatabase() {
  const database = embeddedDatabase();
  if (!database) {
    throw new Error('set PLATFORM_DATA_DIR to the data directory of the server under test');
  }
  return { port: String(database.port), password: database.password };
}

/** Creates a PostgreSQL connection through the form, every field typed as an administrator does. */
async function newConnection(
  page: Page,
  c: { name: string; displayName: string; port: string; password: string },
) {
  await page.getByRole('button', { name: 'New connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New connection' });
  await dialog.getByLabel(/^Name/).fill(c.name);
  await dialog.getByLabel(/^Display name/).fill(c.displayName);
  await expect(dialog.getByLabel(/^Host/)).toHaveCount(0);
  await choose(page, dialog.getByLabel(/^Crawler type/), 'PostgreSQL');
  await dialog.getByLabel(/^Host/).fill('127.0.0.1');
  await dialog.getByLabel(/^Port/).fill(c.port);
  await dialog.getByLabel(/^Database/).fill('template1');
  await dialog.getByLabel(/^User/).fill('platform');
  await dialog.getByLabel(/^Password/).fill(c.password);
  // One schema, as an administrator narrows a crawl.
  await dialog.getByLabel(/^Schemas$/).fill('public');
  return dialog;
}

async function newCrawler(page: Page, name: string, displayName: string, connection: string) {
  await page.getByRole('button', { name: 'New crawler instance' }).click();
  const dialog = page.getByRole('dialog', { name: 'New crawler instance' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Display name/).fill(displayName);
  await choose(page, dialog.getByLabel(/^Connection/), new RegExp(`^${connection} — PostgreSQL`));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  return page.locator(`[data-testid="crawler-card"][data-crawler="${name}"]`);
}

test('an administrator connects an information system to a PostgreSQL database, scans it, watches the scan and cleans what it loaded; a wrong password and an unreachable database are told clearly', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const run = Date.now();
  const system = `gov_${run}`;
  const database = serverDatabase();
  await ensureSource(await adminApi(), 'warehouse');
  await logIn(page);
  await openAdministration(page, 'Data governance');
  await expect(page.getByRole('heading', { name: 'Data governance', level: 1 })).toBeVisible();

  // An information system of a source system of its own: the platform's own source (people's
  // edits) is not offered.
  await page.getByRole('button', { name: 'New information system' }).click();
  const systemDialog = page.getByRole('dialog', { name: 'New information system' });
  await systemDialog.getByLabel(/^Name/).fill(system);
  await systemDialog.getByLabel(/^Display name/).fill(`Warehouse ${run}`);
  await systemDialog.getByLabel(/^Description/).fill('The server’s PostgreSQL, scanned');
  await systemDialog.getByLabel(/^Source system/).click();
  await expect(page.getByRole('option', { name: 'warehouse', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'platform', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await choose(page, systemDialog.getByLabel(/^Source system/), /^warehouse$/);
  await shot(page, 'governance-system-new');
  await systemDialog.getByRole('button', { name: 'Create' }).click();
  await expect(systemDialog).toBeHidden();
  const systemRow = page.locator(`[data-testid="system-row"][data-system="${system}"]`);
  await expect(systemRow).toContainText(`Warehouse ${run}`);
  await expect(systemRow).toContainText('warehouse');
  await expectAccessible(page);
  await shot(page, 'governance-systems');

  // A connection with a wrong password: the form asks for what is missing, the test says why it fails.
  await page
    .getByRole('navigation', { name: 'Data governance areas' })
    .getByRole('link', { name: 'Connections' })
    .click();
  const connection = `pg_${run}`;
  const connectionDialog = await newConnection(page, {
    name: connection,
    displayName: `Warehouse DB ${run}`,
    port: database.port,
    password: 'not-the-password',
  });
  await connectionDialog.getByLabel(/^Host/).fill('');
  await connectionDialog.getByRole('button', { name: 'Create' }).click();
  await expect(connectionDialog.getByText('Required.')).toBeVisible();
  await expect(connectionDialog.getByLabel(/^Host/)).toHaveAttribute('aria-invalid', 'true');
  await connectionDialog.getByLabel(/^Host/).fill('127.0.0.1');
  await expectAccessible(page);
  await shot(page, 'governance-connection-new');
  await connectionDialog.getByRole('button', { name: 'Create' }).click();
  await expect(connectionDialog).toBeHidden();
  const connectionRow = page.locator(
    `[data-testid="connection-row"][data-connection="${connection}"]`,
  );
  await expect(connectionRow).toContainText(`127.0.0.1:${database.port}/template1`);
  await expect(connectionRow).toContainText('Password stored');
  await page.getByRole('button', { name: `Test the connection ${connection}` }).click();
  const testResult = page.getByTestId('connection-test').getByRole('alert');
  await expect(testResult).toContainText(`Connection Warehouse DB ${run} failed`);
  await expect(testResult).toContainText(/password/i);
  await shot(page, 'governance-connection-test-failed');

  // The right password, typed over the stored one (never shown back); the test now reaches it.
  await page.getByRole('button', { name: `Edit ${connection}` }).click();
  const editDialog = page.getByRole('dialog', { name: `Connection Warehouse DB ${run}` });
  await expect(editDialog.getByLabel(/^Password/)).toHaveValue('');
  await expect(editDialog.getByText('Stored. Empty: the stored one is kept.')).toBeVisible();
  await editDialog.getByLabel(/^Password/).fill(database.password);
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await page.getByRole('button', { name: `Test the connection ${connection}` }).click();
  await expect(testResult).toContainText(`Connection Warehouse DB ${run} works`);
  await expect(testResult).toHaveAttribute('data-reachable', 'true');
  await expectAccessible(page);
  await shot(page, 'governance-connections');

  // A crawler instance of the system, from the system's row; scanned now.
  await page
    .getByRole('navigation', { name: 'Data governance areas' })
    .getByRole('link', { name: 'Information systems' })
    .click();
  await page.getByRole('link', { name: `Crawler instances of ${system}` }).click();
  await expect(page.getByLabel('Information system')).toContainText(`Warehouse ${run}`);
  const card = await newCrawler(page, 'main', 'Main schema', `Warehouse DB ${run}`);
  await expect(card).toContainText('Not scanned yet.');
  await card.getByRole('button', { name: 'Scan main now' }).click();
  const scan = card.getByTestId('scan-row').first();
  await expect(scan).toBeVisible();
  await shot(page, 'governance-scan-started');
  await expect(scan).toHaveAttribute('data-status', 'COMPLETED', { timeout: 120_000 });
  await expect(scan).toContainText('Completed');
  // The database and its schema, each written.
  const cells = scan.locator('td');
  await expect(cells.nth(3)).toHaveText('2');
  await expect(cells.nth(4)).toHaveText('2');
  await expect(card.getByRole('button', { name: 'Scan main now' })).toBeEnabled();
  await expectAccessible(page);
  await shot(page, 'governance-scan-completed');

  // Cleaned: has-relations is asked first and shown; what was removed is told.
  await card.getByRole('button', { name: 'Clean what main loaded' }).click();
  const cleanDialog = page.getByRole('dialog', { name: 'Clean what Main schema loaded?' });
  await expect(cleanDialog.getByTestId('relations-none')).toContainText(
    'No asset of this system is linked',
  );
  await shot(page, 'governance-clean-confirm');
  await cleanDialog.getByRole('button', { name: 'Clean', exact: true }).click();
  await expect(cleanDialog).toBeHidden({ timeout: 120_000 });
  await expect(card.getByRole('status')).toContainText('Cleaned: 2 assets removed');
  await shot(page, 'governance-cleaned');

  // An unreachable database: the scan fails and says why.
  await page
    .getByRole('navigation', { name: 'Data governance areas' })
    .getByRole('link', { name: 'Connections' })
    .click();
  const down = await newConnection(page, {
    name: `pg_down_${run}`,
    displayName: `Gone DB ${run}`,
    port: '1',
    password: 'none',
  });
  await down.getByRole('button', { name: 'Create' }).click();
  await expect(down).toBeHidden();
  await page.goto(`/ui/governance/crawlers/${system}`);
  const downCard = await newCrawler(page, 'gone', 'Gone database', `Gone DB ${run}`);
  await downCard.getByRole('button', { name: 'Scan gone now' }).click();
  const failed = downCard.getByTestId('scan-row').first();
  await expect(failed).toHaveAttribute('data-status', 'FAILED', { timeout: 60_000 });
  await expect(failed).toContainText('Failed');
  // The reason stands in the row under the failed scan.
  await expect(downCard.getByTestId('scan-message').first()).toContainText('could not be reached');
  await expect(failed.getByRole('button', { name: 'Run again' })).toBeVisible();
  await shot(page, 'governance-scan-failed');
  // In Russian too.
  await page.getByLabel('Language').click();
  await page.getByRole('option', { name: 'Русский' }).click();
  await expect(downCard.getByRole('button', { name: 'Сканировать gone сейчас' })).toBeVisible();
  await expect(failed).toContainText('Запустить снова');
  await expectAccessible(page);
  await shot(page, 'governance-scan-failed-ru');
  await page.getByLabel('Язык').click();
  await page.getByRole('option', { name: 'English' }).click();

  // The system still has crawler instances: the server refuses its deletion, and the dialog says so.
  await page
    .getByRole('navigation', { name: 'Data governance areas' })
    .getByRole('link', { name: 'Information systems' })
    .click();
  await page.getByRole('button', { name: `Delete ${system}` }).click();
  const deleteDialog = page.getByRole('dialog', {
    name: `Delete the information system Warehouse ${run}?`,
  });
  await expect(deleteDialog.getByTestId('relations-none')).toBeVisible();
  await expect(deleteDialog.getByTestId('crawlers-left')).toContainText(
    'Gone database, Main schema',
  );
  await deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(deleteDialog.getByRole('alert').last()).toContainText(/crawler instance/i);
  await shot(page, 'governance-system-delete-refused');
  await deleteDialog.getByRole('button', { name: 'Cancel' }).click();

  // The asset types the first system installed, read only.
  await page
    .getByRole('navigation', { name: 'Data governance areas' })
    .getByRole('link', { name: 'Asset types' })
    .click();
  await expect(page.locator('[data-testid="asset-type-row"]').first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'governance-asset-types');

  // Tidied up: the crawler instances, the system, the connections.
  await page.goto(`/ui/governance/crawlers/${system}`);
  for (const name of ['main', 'gone']) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.locator(`[data-crawler="${name}"]`)).toHaveCount(0);
  }
  await page.goto('/ui/governance/systems');
  await page.getByRole('button', { name: `Delete ${system}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(systemRow).toHaveCount(0);
  await page.goto('/ui/governance/connections');
  for (const name of [connection, `pg_down_${run}`]) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.locator(`[data-connection="${name}"]`)).toHaveCount(0);
  }
});
