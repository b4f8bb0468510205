import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { adminApi, ensureRegister, fail } from './api';
import { choose, expectAccessible, logIn, shot, openAdministration } from './helpers';
import type { WriteRecord } from './people';

/** The register these tests load: their own, so no other file's counts move. */
const PRODUCTS = 'Product';
const SOURCE = 'erp';
/** A webhook nobody listens to (the discard port): its calls fail, so it shows its last error. */
const DEAF_HOOK = 'http://127.0.0.1:9/product-changes';
const MAX_FAILURES = 'com.platform.mdm.notifications.webhooks.max-failures';

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: PRODUCTS,
      displayName: 'Product',
      attributes: [
        { name: 'name', displayName: 'Name', type: 'String' },
        { name: 'price', displayName: 'Price', type: 'Number' },
      ],
    },
    [{ name: SOURCE, weight: 40 }],
  );
  // Products of the same name are put up for review, so a matching run has work to do.
  const matching = await api.matching.GET('/api/v2/matching/models/{entityName}', {
    params: { path: { entityName: PRODUCTS } },
  });
  if (matching.response.status === 404) {
    const saved = await api.matching.POST('/api/v2/matching/models/save', {
      body: {
        model: {
          entityName: PRODUCTS,
          sets: [
            {
              name: 'sameName',
              rules: [
                {
                  name: 'name',
                  action: 'REVIEW',
                  comparisons: [{ attribute: 'name', type: 'EXACT' }],
                },
              ],
            },
          ],
        },
      },
    });
    if (!saved.data) fail('save the matching model', saved);
  }
  const notifications = api.notifications;
  const hooks = await notifications.GET('/api/v2/notifications/webhooks');
  if (!hooks.data?.webhooks?.some((hook) => hook.url === DEAF_HOOK)) {
    const created = await notifications.POST('/api/v2/notifications/webhooks', {
      body: { url: DEAF_HOOK, secret: 'end-to-end-tests-secret', entityNames: [PRODUCTS] },
    });
    if (!created.data) fail('subscribe a webhook', created);
  }
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

/** NDJSON of products with keys new to each run of the tests (so each line creates a record). */
function products(count: number, run = Date.now()): WriteRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    entityName: PRODUCTS,
    sourceSystem: SOURCE,
    externalId: `P-${run}-${i + 1}`,
    attributes: { name: `Product ${i + 1}`, price: 10 + i },
  }));
}

/**
 * Loads a file through the one import dialog (the records page's) as the ERP, whose products the
 * files hold, follows its run to the end and opens the load it made, which heads the list.
 */
async function upload(page: Page, name: string, lines: string[], register?: string) {
  const csv = name.endsWith('.csv');
  const newest = page.getByTestId('load-row').first();
  const before = (await newest.count()) > 0 ? await newest.getAttribute('data-import') : null;
  await page.getByRole('button', { name: 'Load a file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import records from a file' });
  await dialog.getByLabel('File to import').setInputFiles({
    name,
    mimeType: csv ? 'text/csv' : 'application/x-ndjson',
    buffer: Buffer.from(lines.join('\n') + '\n'),
  });
  await expect(dialog.getByTestId('chosen-file')).toHaveText(`${name} (${csv ? 'CSV' : 'NDJSON'})`);
  if (register) {
    await choose(
      page,
      dialog.getByRole('combobox', { name: 'Register or reference set' }),
      register,
    );
  }
  await choose(page, dialog.getByRole('combobox', { name: 'Load as' }), new RegExp(`^${SOURCE}$`));
  await dialog.getByRole('button', { name: 'Start the import' }).click();
  await expect(dialog.getByTestId('bulk-run')).toHaveAttribute('data-status', 'COMPLETED', {
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(newest).not.toHaveAttribute('data-import', before ?? '');
  await newest.getByRole('link').click();
  await expect(page).toHaveURL(/\/ui\/operations\/loads\/\d+$/);
  return page.getByTestId('load');
}

test('an NDJSON file loads and its progress reaches DONE with its counts', async ({ page }) => {
  await openAdministration(page, 'Operations');
  await expect(page).toHaveURL(/\/ui\/operations\/loads$/);
  await expect(page.getByRole('heading', { name: 'New bulk load' })).toBeVisible();
  await expectAccessible(page);

  const load = await upload(
    page,
    'products.ndjson',
    products(5).map((line) => JSON.stringify(line)),
  );
  await expect(load.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(load.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(load.getByText('100 %')).toBeVisible();
  await expect(load.getByTestId('count-linesRead')).toContainText('5');
  await expect(load.getByTestId('count-loaded')).toContainText('5');
  await expect(load.getByTestId('count-updated')).toContainText('0');
  await expect(load.getByTestId('count-rejected')).toContainText('0');
  await expect(load.getByText('No line was rejected.')).toBeVisible();

  // The load heads the list of recent loads, with the same counters.
  const id = page.url().split('/').pop()!;
  const row = page.locator(`[data-testid="load-row"][data-import="${id}"]`);
  await expect(page.getByTestId('load-row').first()).toHaveAttribute('data-import', id);
  await expect(row.getByRole('cell').nth(5)).toHaveText('5');
  await expect(row.getByRole('cell').nth(6)).toHaveText('5');
  await expectAccessible(page);
  await shot(page, 'operations-load-done');
});

test('a file with one bad line shows that line rejected with its reason', async ({ page }) => {
  await page.goto('/ui/operations/loads');
  const [first, second, third] = products(3);
  const bad = { ...second, attributes: { name: 'Broken', price: 'not a number' } };
  const load = await upload(
    page,
    'one-bad-line.ndjson',
    [first, bad, third].map((l) => JSON.stringify(l)),
  );

  await expect(load.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(load.getByTestId('count-loaded')).toContainText('2');
  await expect(load.getByTestId('count-rejected')).toContainText('1');
  const rejections = load.getByRole('table', { name: 'Rejected lines' });
  await expect(rejections.getByTestId('rejection')).toHaveCount(1);
  const cells = rejections.getByTestId('rejection').getByRole('cell');
  await expect(cells.nth(0)).toHaveText('2');
  await expect(cells.nth(1)).toHaveText('DATA_ATTRIBUTE_WRONG_TYPE');
  await expect(cells.nth(2)).toHaveText('attributes.price');
  await expect(cells.nth(3)).not.toBeEmpty();
  await expectAccessible(page);
  await shot(page, 'operations-load-rejection');
});

test('a CSV file loads into the register chosen for it', async ({ page }) => {
  await page.goto('/ui/operations/loads');
  const run = Date.now();
  const load = await upload(
    page,
    'products.csv',
    [
      'externalId,sourceSystem,name,price',
      `C-${run}-1,${SOURCE},Chair,45.5`,
      `C-${run}-2,${SOURCE},Desk,120`,
    ],
    'Product',
  );
  await expect(load.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(load.getByText(`CSV · ${PRODUCTS}`)).toBeVisible();
  await expect(load.getByTestId('count-loaded')).toContainText('2');
});

test('a paused webhook is resumed', async ({ page }) => {
  const api = await adminApi();
  const notifications = api.notifications;
  const url = `${DEAF_HOOK}?test=${Date.now()}`;
  // One failed call pauses a webhook for this test (the setting goes back afterwards).
  const setting = (value: string | null) =>
    api.core.PUT('/api/v2/core/system-parameters', {
      body: { parameters: [{ name: MAX_FAILURES, value }] },
    });
  if (!(await setting('1')).data) throw new Error('set the webhook failures');
  let id: number | undefined;
  try {
    const created = await notifications.POST('/api/v2/notifications/webhooks', {
      body: { url, secret: 'end-to-end-tests-secret', entityNames: [PRODUCTS] },
    });
    id = created.data?.webhook?.id;
    if (id === undefined) fail('subscribe a webhook', created);
    // A change of a product to tell it of: its call fails, and the webhook pauses.
    const written = await api.records.POST('/api/meta-data-driven/v1/data', {
      body: products(1)[0]!,
    });
    if (!written.data) fail('write a product', written);
    await expect
      .poll(
        async () =>
          (
            await notifications.GET('/api/v2/notifications/webhooks/{id}', {
              params: { path: { id: id! } },
            })
          ).data?.webhook?.state,
        { timeout: 30_000 },
      )
      .toBe('PAUSED');

    await page.goto('/ui/operations/notifications');
    const row = page.getByTestId('webhook-row').filter({ hasText: url });
    await expect(row.getByText('Paused', { exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');
    await expect(row.getByRole('cell').nth(5)).not.toHaveText('—');
    await expectAccessible(page);
    await shot(page, 'operations-webhook-paused');
    const resumed = page.waitForResponse((r) => r.url().endsWith(`/webhooks/${id}/resume`));
    await row.getByRole('button', { name: `Resume the webhook ${url}` }).click();
    expect((await resumed).status()).toBe(200);
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await setting(null);
    if (id !== undefined) {
      await notifications.DELETE('/api/v2/notifications/webhooks/{id}', {
        params: { path: { id } },
      });
    }
  }
});

test('a matching run is started and followed; the notifications show webhooks and the relay', async ({
  page,
}) => {
  await page.goto('/ui/operations/loads');
  const areas = page.getByRole('navigation', { name: 'Operations areas' });

  await areas.getByRole('link', { name: 'Matching runs' }).click();
  await expect(page).toHaveURL(/\/ui\/operations\/matching$/);
  await expect(page.getByRole('heading', { name: 'Runs' })).toBeVisible();
  await choose(page, page.getByLabel('Register to match'), 'Product');
  await page.getByRole('button', { name: 'Start a run' }).click();
  // The run is followed until it ends, its bar full.
  const run = page.getByTestId('run-row').filter({ hasText: PRODUCTS }).first();
  await expect(run.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(run.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expectAccessible(page);
  await shot(page, 'operations-matching');
  // The background run that carried it out, with its steps: the two phases.
  await run.getByRole('link', { name: /^Background run \d+$/ }).click();
  await expect(page).toHaveURL(/\/ui\/operations\/jobs\/runs\/\d+$/);
  await expect(page.getByText(/^keys Product/).first()).toBeVisible();
  await areas.getByRole('link', { name: 'Matching runs' }).click();

  await areas.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/ui\/operations\/notifications$/);
  const relay = page.getByRole('region', { name: 'Notification relay' });
  await expect(relay.getByText('Up', { exact: true })).toBeVisible();
  // Logged in, the health answer carries the relay's details (here: Kafka is off).
  await expect(relay.getByTestId('relay-detail').first()).toBeVisible();
  const hooks = page.getByRole('table', { name: 'Webhooks' });
  await expect(hooks.getByTestId('webhook-row').filter({ hasText: DEAF_HOOK })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'operations-notifications');
});
