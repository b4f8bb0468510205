import { expect, test, type Page } from '@playwright/test';
import { adminApi, ensureRegister } from './api';
import { expectAccessible, logIn, shot } from './helpers';
import type { WriteRecord } from './people';

/** The register these tests load: their own, so no other file's counts move. */
const PRODUCTS = 'Product';
const SOURCE = 'erp';

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

async function upload(page: Page, name: string, lines: string[]) {
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name,
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(lines.join('\n') + '\n'),
  });
  await expect(page.getByTestId('chosen-file')).toHaveText(`${name} (NDJSON)`);
  await page.getByRole('button', { name: 'Start the load' }).click();
  await expect(page).toHaveURL(/\/ui\/operations\/loads\/\d+$/);
  return page.getByTestId('load');
}

test('an NDJSON file loads and its progress reaches DONE with its counts', async ({ page }) => {
  await page.getByRole('link', { name: 'Operations' }).click();
  await expect(page).toHaveURL(/\/ui\/operations\/loads$/);
  await expect(page.getByRole('heading', { name: 'New bulk load' })).toBeVisible();
  await expectAccessible(page);

  const load = await upload(
    page,
    'products.ndjson',
    products(5).map((line) => JSON.stringify(line)),
  );
  await expect(load.getByText('done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(load.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(load.getByText('100 %')).toBeVisible();
  await expect(load.getByText('5 of about 5 lines')).toBeVisible();
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

  await expect(load.getByText('done', { exact: true })).toBeVisible({ timeout: 30_000 });
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

test('the matching runs and the notifications render', async ({ page }) => {
  await page.goto('/ui/operations/loads');
  const areas = page.getByRole('navigation', { name: 'Operations areas' });

  await areas.getByRole('link', { name: 'Matching runs' }).click();
  await expect(page).toHaveURL(/\/ui\/operations\/matching$/);
  await expect(page.getByRole('heading', { name: 'Start a run' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Runs' })).toBeVisible();
  await expect(page.getByLabel('Register to match')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'operations-matching');

  await areas.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/ui\/operations\/notifications$/);
  const relay = page.getByRole('region', { name: 'Notification relay' });
  await expect(relay.getByText('up', { exact: true })).toBeVisible();
  // Logged in, the health answer carries the relay's details (here: Kafka is off).
  await expect(relay.getByTestId('relay-detail').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'operations-notifications');
});
