import { adminApi, ensureRegister, fail, load, type AdminApi } from './api';
import { scanPlatformModel } from './catalogData';
import { expectAccessible, logIn, shot } from './helpers';
import type { WriteRecord } from './people';
import { expect, test } from './test';

/** A register of this file's own: its profile's figures are known from what is loaded. */
const SHIPMENTS = `Shipment_${Date.now().toString(36)}`;
const CITIES = ['Moscow', 'Moscow', 'Moscow', 'Kazan', 'Kazan', 'Omsk'];

function shipments(from: number, count: number, city: (i: number) => string | null) {
  return Array.from({ length: count }, (_, k): WriteRecord => ({
    entityName: SHIPMENTS,
    sourceSystem: 'crm',
    externalId: `S-${from + k}`,
    attributes: {
      code: `AB-${1000 + from + k}`,
      city: city(from + k),
      weight: 10 + ((from + k) % 40),
    },
  }));
}

/** Defines a profiling run of the register, runs it and waits until it is COMPLETED. */
async function profile(api: AdminApi, definitionId: number) {
  const started = await api.jobs.POST('/api/v2/core/jobs/executions/start/{definitionId}', {
    params: { path: { definitionId } },
  });
  if (!started.data) fail('start the profiling', started);
  const executionId = started.data.execution.id;
  await expect
    .poll(
      async () => {
        const run = await api.jobs.GET('/api/v2/core/jobs/executions/{executionId}', {
          params: { path: { executionId } },
        });
        return run.data?.execution.status;
      },
      { timeout: 60_000 },
    )
    .toBe('COMPLETED');
}

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: SHIPMENTS,
      displayName: 'Shipments',
      attributes: [
        { name: 'code', displayName: 'Code', type: 'String' },
        { name: 'city', displayName: 'City', type: 'String' },
        { name: 'weight', displayName: 'Weight', type: 'Integer' },
      ],
    },
    [{ name: 'crm', weight: 80 }],
  );
  const defined = await api.jobs.POST('/api/v2/core/jobs/definitions', {
    body: {
      definition: {
        jobName: 'profileDataJob',
        name: `Profile ${SHIPMENTS}`,
        enabled: true,
        parameters: { entityNames: [SHIPMENTS] },
      },
      skipCronWarnings: false,
    },
  });
  if (!defined.data) fail('define the profiling', defined);
  // First 60 shipments, every city known; then 20 more without a city.
  await load(
    api,
    shipments(0, 60, (i) => CITIES[i % CITIES.length]!),
  );
  await profile(api, defined.data.definition.id);
  await load(
    api,
    shipments(60, 20, () => null),
  );
  await profile(api, defined.data.definition.id);
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('a steward reads a register’s profile from its records and compares it with the run before', async ({
  page,
}) => {
  await page.goto(`/ui/records/${SHIPMENTS}`);
  await page.getByRole('link', { name: 'Data profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data profile' })).toBeVisible();
  await expect(page.getByTestId('profile-summary')).toContainText('80 records');

  const city = page.getByRole('region', { name: 'City (city)' });
  await expect(city).toContainText('75% (60 of 80)');
  await expect(city.getByRole('list', { name: 'Most frequent values' })).toContainText('Moscow30');
  const code = page.getByRole('region', { name: 'Code (code)' });
  await expect(code.getByRole('list', { name: /Shapes/ })).toContainText('AA-999980');
  const weight = page.getByRole('region', { name: 'Weight (weight)' });
  await expect(weight).toContainText('Smallest10');
  await expect(weight).toContainText('Largest49');
  await expect(weight.getByRole('img')).toHaveAttribute('aria-label', /^Distribution: /);
  await expectAccessible(page);
  await shot(page, 'profile');

  await page.getByRole('combobox', { name: 'Compare with' }).click();
  await page.getByRole('option', { name: /60 records/ }).click();
  await expect(page.getByTestId('profile-summary')).toContainText('Compared with the run');
  await expect(city).toContainText('was 100%');
  await expect(city.getByRole('list', { name: 'Most frequent values' })).toContainText(
    'Moscow30 was 30',
  );
  await expectAccessible(page);
  await shot(page, 'profile-compared');
});

test('the register’s table in the data catalog shows its profile, and a column its attribute’s', async ({
  page,
}) => {
  await scanPlatformModel(await adminApi());
  await page.goto(`/ui/profiles/${SHIPMENTS}`);
  const inCatalog = page.getByTestId('profile-assets');
  await expect(inCatalog).toContainText('In the data catalog:');
  await inCatalog.getByRole('link', { name: `platform_model / ${SHIPMENTS}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: SHIPMENTS })).toBeVisible();
  const profiled = page.getByRole('region', { name: 'Data profile' });
  await expect(profiled.getByTestId('asset-profile-summary')).toContainText(
    `${SHIPMENTS}: 80 records`,
  );
  await expect(profiled.getByRole('row', { name: /City/ })).toContainText('75%');
  await expect(page.getByRole('region', { name: /Values/ })).toContainText('80');
  await expectAccessible(page);
  await shot(page, 'profile-table-asset');

  await page.getByTestId('asset-contents').getByRole('link', { name: 'city' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'city' })).toBeVisible();
  const card = page.getByRole('region', { name: 'City (city)' });
  await expect(card).toContainText('75% (60 of 80)');
  await expect(card.getByRole('list', { name: 'Most frequent values' })).toContainText('Moscow30');
  await expectAccessible(page);
  await shot(page, 'profile-column-asset');

  await page.getByRole('link', { name: 'Open the whole profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data profile' })).toBeVisible();
  await expect(page.getByTestId('profile-summary')).toContainText('80 records');
});

/** A classifier of the shipments (land 01, sea 02 with a port), published with its nodes. */
async function shipmentKinds(api: AdminApi, name: string) {
  const saved = await api.classifiers.POST('/api/v1/classifiers/model/save', {
    body: {
      classifier: {
        name,
        displayName: `Ways ${name}`,
        codePattern: '[0-9]{2}',
        assignments: [SHIPMENTS],
      },
    },
  });
  if (!saved.data?.published) fail(`publish the classifier ${name}`, saved);
  for (const [node, code, attributes] of [
    ['land', '01', []],
    ['sea', '02', [{ name: 'port', displayName: 'Port', type: 'String' }]],
  ] as const) {
    const added = await api.classifiers.POST('/api/v1/classifiers/nodes/save', {
      body: {
        classifierNode: {
          classifierName: name,
          versionName: 'v1',
          name: node,
          parentName: name,
          code,
          displayName: node,
          attributes: [...attributes],
        },
      },
    });
    if (!added.data?.published) fail(`publish the node ${node}`, added);
  }
}

test('a steward reads how a classifier spreads the register’s records over its nodes', async ({
  page,
}) => {
  const api = await adminApi();
  const classifier = `Ways_${Date.now().toString(36)}`;
  await shipmentKinds(api, classifier);
  // 30 shipments by land, 20 by sea (12 from Riga, 8 from Tallinn), the other 30 in no node.
  for (let i = 0; i < 50; i++) {
    const sea = i >= 30;
    const classified = await api.classifiers.POST('/api/v1/classifiers/classifications', {
      body: {
        entityName: SHIPMENTS,
        sourceSystem: 'crm',
        externalId: `S-${i}`,
        classifications: {
          [classifier]: [
            sea
              ? { nodeCode: '02', attributes: { port: i < 42 ? 'Riga' : 'Tallinn' } }
              : { nodeCode: '01' },
          ],
        },
      },
    });
    if (!classified.data) fail(`classify S-${i}`, classified);
  }
  const defined = await api.jobs.POST('/api/v2/core/jobs/definitions', {
    body: {
      definition: {
        jobName: 'profileClassifiersJob',
        name: `Profile ${classifier}`,
        enabled: true,
        parameters: { classifierNames: [classifier] },
      },
      skipCronWarnings: false,
    },
  });
  if (!defined.data) fail('define the classifier profiling', defined);
  await profile(api, defined.data.definition.id);

  await page.goto(`/ui/profiles/${SHIPMENTS}`);
  await page.getByRole('combobox', { name: 'What' }).click();
  await page.getByRole('option', { name: `Classifier ${classifier}` }).click();
  const spread = page.getByRole('region', { name: `Records per node of ${classifier}` });
  await expect(spread).toContainText('30 records are in no node.');
  const perNode = spread.getByRole('list', { name: 'Records placed in each node' });
  await expect(perNode.getByRole('listitem').nth(0)).toContainText('land (01)30');
  await expect(perNode.getByRole('listitem').nth(1)).toContainText('sea (02)20');
  const port = page.getByRole('region', { name: 'port' });
  await expect(port.getByRole('list', { name: 'Most frequent values' })).toContainText('Riga12');
  await expect(page).toHaveURL(new RegExp(`classifier=${classifier}`));
  await expectAccessible(page);
  await shot(page, 'profile-classifier');
});
