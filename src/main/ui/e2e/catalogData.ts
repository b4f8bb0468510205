import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import type { components, paths as DgPaths } from '../src/api/generated/dg';
import { fail, type AdminApi } from './api';
import { baseUrl } from './people';

/**
 * What the catalog's browser test browses, written through the documented asset API as a crawler
 * would write it (one source, containment from the container): a sales warehouse with two schemas,
 * tables with columns and foreign keys, a view reading two tables, a report using a table, a
 * staging schema of more tables than a page of the tree, a table logically deleted, and business
 * terms describing columns. Written again on every run, it stays as it was (a write of the same
 * values changes nothing).
 */
export const SOURCE = 'dwh-catalog';
export const DATABASE = 'sales_dw';
export const STAGING_TABLES = 60;

type Relations = components['schemas']['AssetRecordRO']['relations'];

interface Column {
  name: string;
  dataType: string;
  nullable?: boolean;
  primaryKey?: boolean;
  description?: string;
  /** The column it references (`schema.table.column`). */
  references?: string;
}

interface Table {
  schema: string;
  name: string;
  view?: boolean;
  description?: string;
  rowEstimate?: number;
  columns: Column[];
  /** Tables or views a view reads (`schema.table`). */
  reads?: string[];
}

const TABLES: Table[] = [
  {
    schema: 'crm',
    name: 'customers',
    description: 'Every customer the shop has sold to.',
    rowEstimate: 48210,
    columns: [
      {
        name: 'id',
        dataType: 'bigint',
        primaryKey: true,
        nullable: false,
        description: 'The customer number.',
      },
      { name: 'full_name', dataType: 'character varying(200)', nullable: false },
      {
        name: 'email',
        dataType: 'character varying(320)',
        description: 'Where invoices are sent.',
      },
      { name: 'created_at', dataType: 'timestamp with time zone', nullable: false },
    ],
  },
  {
    schema: 'crm',
    name: 'legacy_contacts',
    description: 'Contacts of the old CRM, no longer loaded.',
    columns: [{ name: 'contact_id', dataType: 'integer' }],
  },
  {
    schema: 'sales',
    name: 'orders',
    description: 'One row per order placed.',
    rowEstimate: 312004,
    columns: [
      { name: 'id', dataType: 'bigint', primaryKey: true, nullable: false },
      { name: 'customer_id', dataType: 'bigint', nullable: false, references: 'crm.customers.id' },
      { name: 'order_date', dataType: 'date', nullable: false },
      { name: 'status', dataType: 'character varying(20)' },
    ],
  },
  {
    schema: 'sales',
    name: 'order_lines',
    description: 'The products of each order.',
    rowEstimate: 1093220,
    columns: [
      { name: 'order_id', dataType: 'bigint', nullable: false, references: 'sales.orders.id' },
      { name: 'line_no', dataType: 'integer', nullable: false },
      { name: 'product_code', dataType: 'character varying(40)' },
      {
        name: 'amount',
        dataType: 'numeric(12,2)',
        description: 'The line’s price times quantity.',
      },
    ],
  },
  {
    schema: 'sales',
    name: 'order_totals',
    view: true,
    description: 'The total amount of each order.',
    reads: ['sales.orders', 'sales.order_lines'],
    columns: [
      { name: 'order_id', dataType: 'bigint' },
      { name: 'total', dataType: 'numeric' },
    ],
  },
];

export const TERMS = [
  {
    key: 'term-customer-id',
    name: 'Customer number',
    definition: 'The number that identifies a customer in every system of the company.',
    steward: 'Sales operations',
    describes: ['crm.customers.id', 'sales.orders.customer_id'],
  },
  {
    key: 'term-order-amount',
    name: 'Order line amount',
    definition: 'What the customer pays for one line of an order, taxes included.',
    steward: 'Finance',
    describes: ['sales.order_lines.amount'],
  },
];

const CHANGED_EMAIL = 'Where invoices and order confirmations are sent.';

const key = (...path: string[]) => `${DATABASE}/${path.join('/')}`;

export async function dgApi(api: AdminApi) {
  return createClient<DgPaths>({ baseUrl: baseUrl(), headers: api.headers });
}

/** Publishes the source system unless the model has it. */
export async function ensureSource(api: AdminApi, name: string) {
  const model = await api.meta.GET('/api/v2/meta/model');
  if (model.data?.model?.sourceSystems?.some((s) => s.name === name)) return;
  const opened = await api.draft.POST('/api/v2/draft/upsert', {
    body: { type: 'data-model', description: `End-to-end tests: source ${name}` },
  });
  const draftId = opened.data?.draft?.draftId;
  if (draftId === undefined) fail('open a model draft', opened);
  const added = await api.meta.POST('/api/v2/meta/model/source-systems/save', {
    body: { draftId, sourceSystem: { name, weight: 50 } },
  });
  if (!added.data) fail(`save the source system ${name}`, added);
  const published = await api.draft.POST('/api/v2/draft/publish', { body: { draftId } });
  if (!published.data) fail('publish the model', published);
}

/** Writes the catalog (see above) and answers the etalon ids by key. */
export async function seedCatalog(api: AdminApi) {
  const dg = await dgApi(api);
  const installed = await dg.POST('/api/v1/dg/meta/asset-types/standard');
  if (!installed.data) fail('install the standard asset types', installed);
  await ensureSource(api, SOURCE);
  const ids = new Map<string, string>();
  // Written before (by an earlier run against the same server): the e-mail column's change is not
  // made again, so its history tells one change.
  const before = await dg.POST('/api/v1/dg/data/assets/search', {
    body: { text: DATABASE, assetTypes: ['dgDatabase'] },
  });
  const again = (before.data?.total ?? 0) > 0;
  const write = async (
    assetType: string,
    id: string,
    attributes: Record<string, unknown>,
    relations?: Relations,
    operationType: 'CASCADED' | 'DIRECT' = 'CASCADED',
  ) => {
    const written = await dg.POST('/api/v1/dg/data/assets/upsert', {
      body: {
        externalId: { externalId: id, sourceSystem: SOURCE },
        operationType,
        asset: { assetType, attributes, ...(relations ? { relations } : {}) },
      },
    });
    if (!written.data?.etalonId) fail(`write the asset ${id}`, written);
    ids.set(id, written.data.etalonId);
    return written.data.etalonId;
  };
  const to = (id: string) => ({ toEtalonId: ids.get(id)! });

  for (const table of TABLES) {
    for (const [i, column] of table.columns.entries()) {
      await write('dgColumn', key(table.schema, table.name, column.name), {
        name: column.name,
        qualifiedName: `${DATABASE}.${table.schema}.${table.name}.${column.name}`,
        dataType: column.dataType,
        nullable: column.nullable ?? true,
        primaryKey: column.primaryKey ?? false,
        ordinalPosition: i + 1,
        description:
          again && column.name === 'email' ? CHANGED_EMAIL : (column.description ?? null),
      });
    }
  }
  // The foreign keys: links of the referencing column, DIRECT as a crawler writes them.
  for (const table of TABLES) {
    for (const column of table.columns.filter((c) => c.references)) {
      const [schema, referenced, target] = column.references!.split('.');
      const linked = await dg.POST('/api/v1/dg/data/relations/upsert', {
        body: {
          typeName: 'dgColumn',
          externalId: {
            externalId: key(table.schema, table.name, column.name),
            sourceSystem: SOURCE,
          },
          relations: {
            dgForeignKey: [
              {
                toEtalonId: ids.get(key(schema!, referenced!, target!))!,
                attributes: { constraintName: `${table.name}_${column.name}_fkey` },
              },
            ],
          },
        },
      });
      if (!linked.data) fail(`link the foreign key of ${column.name}`, linked);
    }
  }
  const tablesOf = new Map<string, string[]>();
  for (const table of TABLES) {
    const columns = table.columns.map((c) => to(key(table.schema, table.name, c.name)));
    const relations: Relations = table.view
      ? {
          dgViewColumns: columns,
          dgViewReadsTable: (table.reads ?? []).map((r) => to(key(...r.split('.')))),
        }
      : { dgTableColumns: columns };
    await write(
      table.view ? 'dgView' : 'dgTable',
      key(table.schema, table.name),
      {
        name: table.name,
        qualifiedName: `${DATABASE}.${table.schema}.${table.name}`,
        description: table.description ?? null,
        ...(table.rowEstimate ? { rowEstimate: table.rowEstimate } : {}),
        ...(table.view
          ? {
              definition:
                'SELECT o.id AS order_id, sum(l.amount) AS total FROM sales.orders o JOIN sales.order_lines l ON l.order_id = o.id GROUP BY o.id',
            }
          : {}),
      },
      relations,
    );
    tablesOf.set(table.schema, [
      ...(tablesOf.get(table.schema) ?? []),
      key(table.schema, table.name),
    ]);
  }
  for (let i = 1; i <= STAGING_TABLES; i++) {
    const name = `stg_load_${String(i).padStart(3, '0')}`;
    await write('dgTable', key('staging', name), {
      name,
      qualifiedName: `${DATABASE}.staging.${name}`,
    });
    tablesOf.set('staging', [...(tablesOf.get('staging') ?? []), key('staging', name)]);
  }
  for (const [schema, tables] of tablesOf) {
    const views = TABLES.filter((t) => t.view && t.schema === schema).map((t) =>
      key(schema, t.name),
    );
    await write(
      'dgSchema',
      key(schema),
      { name: schema, qualifiedName: `${DATABASE}.${schema}` },
      {
        dgSchemaTables: tables.filter((t) => !views.includes(t)).map(to),
        ...(views.length ? { dgSchemaViews: views.map(to) } : {}),
      },
    );
  }
  await write(
    'dgDatabase',
    DATABASE,
    {
      name: DATABASE,
      qualifiedName: DATABASE,
      product: 'PostgreSQL',
      productVersion: '17.2',
      description: 'The sales data warehouse.',
    },
    { dgDatabaseSchemas: [...tablesOf.keys()].map((s) => to(key(s))) },
  );
  await write(
    'dgReport',
    'report-monthly-sales',
    { name: 'Monthly sales', url: 'https://bi.example.org/reports/monthly-sales' },
    { dgReportUsesTable: [to(key('sales', 'orders'))] },
    'DIRECT',
  );
  for (const term of TERMS) {
    // Written by people: the platform's source; the id is the term's own.
    const written = await dg.POST('/api/v1/dg/data/assets/upsert', {
      body: {
        externalId: { externalId: term.key, sourceSystem: 'platform' },
        asset: {
          assetType: 'dgBusinessTerm',
          attributes: { name: term.name, definition: term.definition, steward: term.steward },
        },
      },
    });
    if (!written.data?.etalonId) fail(`write the term ${term.name}`, written);
    ids.set(term.key, written.data.etalonId);
    const linked = await dg.POST('/api/v1/dg/data/relations/upsert', {
      body: {
        typeName: 'dgBusinessTerm',
        etalonId: written.data.etalonId,
        relations: {
          dgTermDescribesColumn: term.describes.map((c) => to(key(...c.split('.')))),
        },
      },
    });
    if (!linked.data) fail(`link the term ${term.name}`, linked);
  }
  // A change a steward sees in the history: the e-mail column's description, made longer.
  await write('dgColumn', key('crm', 'customers', 'email'), {
    name: 'email',
    qualifiedName: `${DATABASE}.crm.customers.email`,
    dataType: 'character varying(320)',
    nullable: true,
    primaryKey: false,
    ordinalPosition: 3,
    description: CHANGED_EMAIL,
  });
  // The old CRM's table is gone from the warehouse: logically deleted (once).
  const legacy = ids.get(key('crm', 'legacy_contacts'))!;
  const asset = await dg.GET('/api/v1/dg/data/assets/{etalonId}', {
    params: { path: { etalonId: legacy }, query: { includeInactive: true } },
  });
  if (asset.data?.asset?.status === 'ACTIVE') {
    const deleted = await dg.POST('/api/v1/dg/data/assets/delete', {
      body: { etalonId: legacy, inactivateEtalon: true },
    });
    if (!deleted.data) fail('delete the legacy table', deleted);
  }
  return { ids, key };
}

/**
 * How the test reaches the server's embedded PostgreSQL, if it may: the server's data directory
 * (PLATFORM_DATA_DIR, which UiBrowserIT passes on) holds postgres/postmaster.pid, whose fourth line
 * is the port, and postgres.password, the password of the server's own role `platform`.
 */
export function embeddedDatabase(): { port: number; password: string } | null {
  const dir = process.env.PLATFORM_DATA_DIR;
  if (!dir) return null;
  const port = readFileSync(`${dir}/postgres/postmaster.pid`, 'utf8').split('\n')[3]?.trim();
  const password = readFileSync(`${dir}/postgres.password`, 'utf8').trim();
  return port && password ? { port: Number(port), password } : null;
}

/** The information system whose crawler reads the server's own workflow engine's tables. */
export const SCANNED_SYSTEM = 'platform_db';
export const SCANNED_SCHEMA = 'flowable';

/**
 * A real scan: an information system, a PostgreSQL connection to the server's own embedded
 * database, a crawler instance of the schema of its workflow engine (tables with keys and foreign
 * keys), made through the administration's API unless they are there, then a scan run to its end.
 */
export async function scanEmbeddedSchema(api: AdminApi, db: { port: number; password: string }) {
  const dg = await dgApi(api);
  await ensureSource(api, 'platform-db');
  const system = await dg.GET('/api/v1/dg/meta/information-systems/{name}', {
    params: { path: { name: SCANNED_SYSTEM } },
  });
  if (system.response.status === 404) {
    const made = await dg.POST('/api/v1/dg/meta/information-systems', {
      body: {
        name: SCANNED_SYSTEM,
        displayName: 'Platform database',
        sourceSystem: 'platform-db',
        description: 'The server’s own embedded PostgreSQL.',
      },
    });
    if (!made.data) fail('create the information system', made);
  }
  // Written on every run: a server started again on the same data has its database on a new port.
  const parameters = {
    host: '127.0.0.1',
    port: db.port,
    database: 'postgres',
    user: 'platform',
    password: db.password,
    schemas: SCANNED_SCHEMA,
  };
  const connection = await dg.GET('/api/v1/dg/meta/connections/{name}', {
    params: { path: { name: 'platform-db-pg' } },
  });
  if (connection.response.status === 404) {
    const made = await dg.POST('/api/v1/dg/meta/connections', {
      body: {
        name: 'platform-db-pg',
        displayName: 'Embedded PostgreSQL',
        crawlerType: 'postgresql',
        parameters,
      },
    });
    if (!made.data) fail('create the connection', made);
  } else {
    const changed = await dg.PUT('/api/v1/dg/meta/connections/{name}', {
      params: { path: { name: 'platform-db-pg' } },
      body: {
        displayName: 'Embedded PostgreSQL',
        crawlerType: 'postgresql',
        parameters,
        version: connection.data!.connection.version,
      },
    });
    if (!changed.data) fail('update the connection', changed);
  }
  const instance = await dg.GET(
    '/api/v1/dg/meta/information-systems/{system}/crawler-instances/{instance}',
    { params: { path: { system: SCANNED_SYSTEM, instance: SCANNED_SCHEMA } } },
  );
  if (instance.response.status === 404) {
    const made = await dg.POST('/api/v1/dg/meta/information-systems/{system}/crawler-instances', {
      params: { path: { system: SCANNED_SYSTEM } },
      body: { name: SCANNED_SCHEMA, displayName: 'Workflow engine', connection: 'platform-db-pg' },
    });
    if (!made.data) fail('create the crawler instance', made);
  }
  return scanToEnd(dg, SCANNED_SYSTEM, SCANNED_SCHEMA);
}

/** Scans the crawler instance of the information system and waits until the scan COMPLETED. */
async function scanToEnd(dg: Awaited<ReturnType<typeof dgApi>>, system: string, instance: string) {
  const path = { name: system, instance };
  const started = await dg.POST(
    '/api/v1/dg/meta/information-systems/{name}/crawler-instances/{instance}/scan',
    { params: { path } },
  );
  if (!started.data) fail('start the scan', started);
  const executionId = started.data.executionId;
  for (let i = 0; i < 600; i++) {
    const scans = await dg.GET(
      '/api/v1/dg/meta/information-systems/{name}/crawler-instances/{instance}/scans',
      { params: { path } },
    );
    const scan = scans.data?.scans.find((s) => s.executionId === executionId);
    if (scan?.status === 'COMPLETED') return scan;
    if (scan && ['FAILED', 'STOPPED'].includes(scan.status)) {
      throw new Error(`the scan ended ${scan.status}: ${scan.exitMessage}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the scan did not end within 5 minutes');
}

/** The information system whose crawler reads this platform's own published data model. */
export const MODEL_SYSTEM = 'platform_model';

/**
 * The platform's own model in the catalog: an information system with a connection of the crawler
 * type `platform` and a crawler instance, made unless they are there, then a scan run to its end.
 */
export async function scanPlatformModel(api: AdminApi) {
  const dg = await dgApi(api);
  await ensureSource(api, 'platform-db');
  const system = await dg.GET('/api/v1/dg/meta/information-systems/{name}', {
    params: { path: { name: MODEL_SYSTEM } },
  });
  if (system.response.status === 404) {
    const made = await dg.POST('/api/v1/dg/meta/information-systems', {
      body: { name: MODEL_SYSTEM, displayName: 'This MDM hub', sourceSystem: 'platform-db' },
    });
    if (!made.data) fail('create the information system', made);
    const connection = await dg.POST('/api/v1/dg/meta/connections', {
      body: {
        name: 'platform-model',
        displayName: 'Its data model',
        crawlerType: 'platform',
        parameters: { databaseName: 'hub' },
      },
    });
    if (!connection.data) fail('create the connection', connection);
    const instance = await dg.POST(
      '/api/v1/dg/meta/information-systems/{system}/crawler-instances',
      {
        params: { path: { system: MODEL_SYSTEM } },
        body: { name: 'model', displayName: 'Published model', connection: 'platform-model' },
      },
    );
    if (!instance.data) fail('create the crawler instance', instance);
  }
  return scanToEnd(dg, MODEL_SYSTEM, 'model');
}
