import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { adminApi } from './api';
import {
  DATABASE,
  embeddedDatabase,
  SCANNED_SCHEMA,
  SCANNED_SYSTEM,
  scanEmbeddedSchema,
  seedCatalog,
  STAGING_TABLES,
  TERMS,
} from './catalogData';
import { expectAccessible, logIn, shot } from './helpers';

let ids: Map<string, string>;

test.beforeAll(async () => {
  ({ ids } = await seedCatalog(await adminApi()));
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

/** A node of the tree under `scope`, by its name (its accessible name). */
function node(scope: Page | Locator, name: string) {
  return scope.getByRole('treeitem', { name, exact: true }).first();
}

/** The names of tree nodes, in order. */
function namesOf(items: Locator) {
  return items.evaluateAll((found) => found.map((item) => item.getAttribute('aria-label')));
}

/** Opens a node of the tree by its own toggle and waits for its children. */
async function expand(item: Locator, name: string) {
  await item
    .locator(':scope > div')
    .getByRole('button', { name: `Expand ${name}` })
    .click();
  await expect(item).toHaveAttribute('aria-expanded', 'true');
  await expect(item.getByRole('group').first().getByRole('treeitem').first()).toBeVisible();
}

/** Opens the path of nodes from the tree's top, answering the last one. */
async function openPath(page: Page, names: string[]) {
  let scope: Page | Locator = page.getByRole('tree');
  let item: Locator | null = null;
  for (const name of names) {
    item = node(scope, name);
    await expand(item, name);
    scope = item;
  }
  return item!;
}

test('a steward browses the catalog tree, a level and a page at a time, and finds an asset by name', async ({
  page,
}) => {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Data catalog' })
    .click();
  await expect(page.getByRole('heading', { name: 'Data catalog', level: 1 })).toBeVisible();
  const database = await openPath(page, ['Business layer', DATABASE]);
  // The database's schemas, by name.
  await expect
    .poll(() => namesOf(database.getByRole('group').first().locator(':scope > [role="treeitem"]')))
    .toEqual(['crm', 'sales', 'staging']);
  const crm = node(database, 'crm');
  await expand(crm, 'crm');
  const customers = node(crm, 'customers');
  await expand(customers, 'customers');
  // A table's columns, by name; the logically deleted table is not shown.
  await expect
    .poll(() => namesOf(customers.getByRole('treeitem')))
    .toEqual(['created_at', 'email', 'full_name', 'id']);
  await expect(node(crm, 'legacy_contacts')).toHaveCount(0);

  // The staging schema has more tables than a page: the rest on asking.
  const staging = node(database, 'staging');
  await expand(staging, 'staging');
  const tables = staging.getByRole('group').first().locator(':scope > [role="treeitem"]');
  await expect(tables).toHaveCount(50);
  await expect(tables.first()).toHaveAccessibleName('stg_load_001');
  await staging.getByRole('button', { name: `Show ${STAGING_TABLES - 50} more` }).click();
  await expect(tables).toHaveCount(STAGING_TABLES);
  await expect(tables.last()).toHaveAccessibleName(`stg_load_0${STAGING_TABLES}`);
  await expect(staging.getByRole('button', { name: /more$/ })).toHaveCount(0);
  await staging.locator(':scope > div').getByRole('button', { name: 'Collapse staging' }).click();

  // Inactive assets on asking: the old CRM table, struck through.
  await page.getByLabel('Show inactive assets').check();
  await expect(node(crm, 'legacy_contacts')).toContainText('inactive');
  await page.getByLabel('Show inactive assets').uncheck();
  await expect(node(crm, 'legacy_contacts')).toHaveCount(0);

  // A column chosen in the tree shows beside it.
  await node(customers, 'email').locator(':scope > div [data-choose]').click();
  const preview = page.getByTestId('asset-preview');
  await expect(preview.getByRole('heading', { name: 'email' })).toBeVisible();
  await expect(preview.getByTestId('asset-type')).toHaveText('Column');
  await expect(preview.locator('[data-attribute="dataType"]')).toContainText(
    'character varying(320)',
  );
  for (const step of [DATABASE, 'crm', 'customers']) {
    await expect(preview.getByTestId('containment')).toContainText(step);
  }
  await expectAccessible(page);
  await shot(page, 'catalog-tree');

  // The search finds an asset by a part of its name, of any type, and opens its card.
  await page.getByLabel('Find an asset by name').fill('order_li');
  await page.getByRole('option', { name: /order_lines/ }).click();
  await expect(page.getByRole('heading', { name: 'order_lines', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/catalog/assets/${ids.get(`${DATABASE}/sales/order_lines`)}$`),
  );
});

test('a column’s card shows where it is, its values, its terms, its relations and its history', async ({
  page,
}) => {
  const id = ids.get(`${DATABASE}/crm/customers/id`)!;
  await page.goto(`/ui/catalog/assets/${id}`);
  await expect(page.getByRole('heading', { name: 'id', level: 1 })).toBeVisible();
  await expect(page.getByTestId('asset-type').first()).toHaveText('Column');
  const where = page.getByTestId('containment').first();
  for (const step of ['Data catalog', 'Business layer', DATABASE, 'crm', 'customers']) {
    await expect(where).toContainText(step);
  }
  const values = page.getByTestId('asset-attributes');
  await expect(values.locator('[data-attribute="dataType"]')).toContainText('bigint');
  await expect(values.locator('[data-attribute="primaryKey"]')).toContainText('yes');
  await expect(values.locator('[data-attribute="nullable"]')).toContainText('no');
  const terms = page.getByTestId('asset-terms');
  await expect(terms.getByTestId('asset-term')).toHaveCount(1);
  await expect(terms.getByTestId('asset-term')).toContainText(TERMS[0]!.name);
  await expect(terms.getByTestId('asset-term')).toContainText(TERMS[0]!.definition);
  // The foreign key that references it, from the orders' customer_id, and the term.
  const relations = page.getByTestId('asset-relations');
  await expect(
    relations.locator('[data-relation="dgForeignKey"][data-direction="INCOMING"]'),
  ).toContainText('customer_id');
  await expect(relations.locator('[data-relation="dgTermDescribesColumn"]')).toContainText(
    TERMS[0]!.name,
  );
  await expectAccessible(page);
  await shot(page, 'catalog-column-card');

  // The card of the e-mail column: its history tells the description's change.
  await page.goto(`/ui/catalog/assets/${ids.get(`${DATABASE}/crm/customers/email`)}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByTestId('asset-history');
  // The change (a later scan writing the same values again adds events that say so).
  await expect(
    history.locator('[data-event="UPDATE"] [data-attribute="description"]').first(),
  ).toContainText(
    'Description: Where invoices are sent. → Where invoices and order confirmations are sent.',
  );
  await expect(history.locator('[data-event="CREATE"]')).toHaveCount(1);
  await expect(history.locator('[data-event="CREATE"]')).toContainText(
    'Data type: character varying(320)',
  );
  await expectAccessible(page);
  await shot(page, 'catalog-column-history');
  // By type: the creation alone.
  await page.getByLabel('Events').click();
  await page.getByRole('option', { name: /^Create/ }).click();
  await page.keyboard.press('Escape');
  await expect(history.locator('tbody tr')).toHaveCount(1);
  await expect(history.locator('[data-event="CREATE"]')).toHaveCount(1);
});

test('the lineage graph of a table shows what it reads and what reads it, each a way to its own lineage', async ({
  page,
}) => {
  await page.goto(`/ui/catalog/assets/${ids.get(`${DATABASE}/sales/orders`)}`);
  await page.getByRole('tab', { name: 'Lineage' }).click();
  const graph = page.getByTestId('lineage-graph');
  await expect(graph).toBeVisible();
  const nodes = graph.getByTestId('lineage-node');
  // Upstream: the customers (through the foreign key of a column); downstream: the order lines,
  // the view that reads the orders and the report that uses them.
  await expect(graph.getByRole('link', { name: 'customers (Table)' })).toHaveAttribute(
    'data-depth',
    '-1',
  );
  await expect(graph.getByRole('link', { name: 'orders (Table)' })).toHaveAttribute(
    'data-depth',
    '0',
  );
  await expect(graph.getByRole('link', { name: 'order_lines (Table)' })).toHaveAttribute(
    'data-depth',
    '1',
  );
  await expect(graph.getByRole('link', { name: 'order_totals (View)' })).toHaveAttribute(
    'data-depth',
    '1',
  );
  await expect(graph.getByRole('link', { name: 'Monthly sales (Report)' })).toHaveAttribute(
    'data-depth',
    '1',
  );
  // Upstream is drawn left of the table, downstream right of it.
  const x = async (name: string) => (await graph.getByRole('link', { name }).boundingBox())!.x;
  expect(await x('customers (Table)')).toBeLessThan(await x('orders (Table)'));
  expect(await x('orders (Table)')).toBeLessThan(await x('Monthly sales (Report)'));
  await expect(graph.getByTestId('lineage-edge').first()).toBeAttached();
  await expectAccessible(page);
  await shot(page, 'catalog-lineage');

  // Upstream only: the customers and the table.
  await page.getByRole('button', { name: 'Upstream' }).click();
  await expect(nodes).toHaveCount(2);
  await page.getByRole('button', { name: 'Both ways' }).click();
  await expect(nodes).not.toHaveCount(2);

  // A node leads to that asset's own lineage.
  await graph.getByRole('link', { name: 'customers (Table)' }).click();
  await expect(page.getByRole('heading', { name: 'customers', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lineage' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByTestId('lineage-graph').getByRole('link', { name: 'orders (Table)' }),
  ).toHaveAttribute('data-depth', '1');
});

test('a steward edits a business term in the glossary and links it to a column', async ({
  page,
}) => {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Data catalog' })
    .click();
  await page
    .getByRole('navigation', { name: 'Catalog areas' })
    .getByRole('link', { name: 'Business glossary' })
    .click();
  await expect(page.getByRole('heading', { name: 'Business glossary', level: 1 })).toBeVisible();
  await page.getByLabel('Filter terms by name').fill('line amount');
  await page
    .getByRole('list', { name: 'Business terms' })
    .getByRole('button', { name: TERMS[1]!.name })
    .click();
  const panel = page.getByTestId('term-panel');
  await expect(panel.getByRole('heading', { name: TERMS[1]!.name })).toBeVisible();
  await expect(panel.getByTestId('term-assets')).toContainText('amount');

  const definition =
    'What the customer pays for one line of an order, taxes included and discounts taken off.';
  await panel.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: `Edit the term ${TERMS[1]!.name}` });
  await form.getByLabel('Definition').fill(definition);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(panel.locator('[data-attribute="definition"]')).toContainText(definition);

  // The term describes the order totals' total too.
  await panel.getByRole('button', { name: 'Link to an asset' }).click();
  const link = page.getByRole('dialog', { name: 'The term describes an asset' });
  await link.getByLabel('Asset').fill('total');
  await page.getByRole('option', { name: /^total/ }).click();
  await expect(link.getByTestId('link-chosen')).toContainText('total');
  await link.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(link).toBeHidden();
  await expect(panel.getByTestId('term-assets')).toContainText('total');
  await expect(panel.getByTestId('term-assets')).toContainText('order_totals');
  await expectAccessible(page);
  await shot(page, 'glossary');

  // The column's card names the term with its new definition.
  await panel.getByTestId('term-assets').getByRole('link', { name: 'amount' }).click();
  await expect(page.getByRole('heading', { name: 'amount', level: 1 })).toBeVisible();
  await expect(page.getByTestId('asset-term')).toContainText(definition);

  // The link to the total was a mistake: unlinked on the total's card, the glossary forgets it.
  await page.goBack();
  await panel.getByTestId('term-assets').getByRole('link', { name: 'total', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'total', level: 1 })).toBeVisible();
  const terms = page.getByTestId('asset-terms');
  await expect(terms.getByTestId('asset-term')).toContainText(TERMS[1]!.name);
  await terms.getByRole('button', { name: `Unlink the term ${TERMS[1]!.name}` }).click();
  await expect(terms.getByTestId('asset-term').filter({ hasText: TERMS[1]!.name })).toHaveCount(0);
  await shot(page, 'asset-term-unlinked');
  await page.goBack();
  await expect(panel.getByTestId('term-assets')).toContainText('amount');
  await expect(
    panel.getByTestId('term-assets').getByRole('link', { name: 'total', exact: true }),
  ).toHaveCount(0);
});

test('a schema of the server’s own database, scanned for real, is browsed, carded and drawn', async ({
  page,
}) => {
  const db = embeddedDatabase();
  test.skip(!db, 'UiBrowserIT tells the test the server’s PLATFORM_DATA_DIR');
  test.setTimeout(300_000);
  const scan = await scanEmbeddedSchema(await adminApi(), db!);
  expect(scan.found).toBeGreaterThan(100);

  await page.goto('/ui/catalog');
  // The information system by its display name.
  const schema = await openPath(page, ['Platform database', 'postgres', SCANNED_SCHEMA]);
  // The workflow engine's tables, by name; its runtime tasks hold their columns.
  await expect(node(schema, 'act_ru_execution')).toBeVisible();
  const task = node(schema, 'act_ru_task');
  await expand(task, 'act_ru_task');
  await node(task, 'execution_id_').locator(':scope > div [data-choose]').click();
  const preview = page.getByTestId('asset-preview');
  await expect(preview.getByRole('heading', { name: 'execution_id_' })).toBeVisible();
  await expect(preview.locator('[data-attribute="dataType"]')).toContainText('character varying');
  await shot(page, 'catalog-scanned-tree');
  await preview.getByRole('link', { name: 'Open the asset card' }).click();

  await expect(page.getByRole('heading', { name: 'execution_id_', level: 1 })).toBeVisible();
  const where = page.getByTestId('containment').first();
  for (const step of ['Platform database', 'postgres', SCANNED_SCHEMA, 'act_ru_task']) {
    await expect(where).toContainText(step);
  }
  await expect(page.getByText(`Found by ${SCANNED_SYSTEM} / ${SCANNED_SCHEMA}`)).toBeVisible();
  // The foreign key the crawler read: to the executions' id.
  const key = page
    .getByTestId('asset-relations')
    .locator('[data-relation="dgForeignKey"][data-direction="OUTGOING"]');
  await expect(key).toContainText('id_');
  await expect(key).toContainText('act_ru_execution');
  await expectAccessible(page);
  await shot(page, 'catalog-scanned-column');

  // The table's lineage: the executions and process definitions it references, upstream.
  await where.getByRole('link', { name: 'act_ru_task' }).click();
  await expect(page.getByRole('heading', { name: 'act_ru_task', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Lineage' }).click();
  const graph = page.getByTestId('lineage-graph');
  await expect(graph.getByRole('link', { name: 'act_ru_execution (Table)' })).toHaveAttribute(
    'data-depth',
    '-1',
  );
  await expect(graph.getByRole('link', { name: 'act_re_procdef (Table)' })).toHaveAttribute(
    'data-depth',
    '-1',
  );
  await shot(page, 'catalog-scanned-lineage');
});
