import createClient from 'openapi-fetch';
import { type Page } from '@playwright/test';
import type { paths as BulkPaths } from '../src/api/generated/bulk-operations';
import type { paths as SearchPaths } from '../src/api/generated/search';
import { expect, test } from './test';
import { adminApi, ensureRegister, fail, load, type AdminApi } from './api';
import { choose, expectAccessible, logIn, shot, openAdministration } from './helpers';
import { baseUrl } from './people';

/** The register these tests rebuild and export: their own, so no other file's counts move. */
const INSTRUMENTS = 'Instrument';

/** The runs the tests look for: two started without an operation, one of an operation. */
interface Runs {
  reindex: number;
  export: number;
  defined: number;
  definitionId: number;
  definitionName: string;
}

let runs: Runs;

test.beforeAll(async () => {
  const api = await adminApi();
  const added = await ensureRegister(
    api,
    {
      name: INSTRUMENTS,
      displayName: 'Instrument',
      attributes: [{ name: 'name', displayName: 'Name', type: 'String' }],
    },
    [{ name: 'erp', weight: 40 }],
  );
  if (added) {
    await load(
      api,
      Array.from({ length: 30 }, (_, i) => ({
        entityName: INSTRUMENTS,
        sourceSystem: 'erp',
        externalId: `I-${i + 1}`,
        attributes: { name: `Instrument ${i + 1}` },
      })),
    );
  }
  runs = await startRuns(api);
});

test.afterAll(async () => {
  const api = await adminApi();
  await api.jobs.DELETE('/api/v2/core/jobs/definitions/{id}', {
    params: { path: { id: runs.definitionId } },
  });
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

/**
 * A rebuild of the register's index (started by the search module) and an export of it, neither
 * saved as an operation, then a run of a saved re-index.
 */
async function startRuns(api: AdminApi): Promise<Runs> {
  const options = { baseUrl: baseUrl(), headers: api.headers };
  const search = createClient<SearchPaths>(options);
  const rebuilt = await search.POST('/api/v2/search/reindex', {
    params: { query: { entityName: INSTRUMENTS } },
  });
  const asked = rebuilt.data?.jobs?.find((j) => j.entityName === INSTRUMENTS)?.requestedAt;
  if (!asked) fail('rebuild the index', rebuilt);
  // The rebuild waits for the search module to claim it, which gives it its run.
  let reindex: number | null | undefined = null;
  while (!reindex) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rebuilds = await search.GET('/api/v2/search/reindex');
    if (!rebuilds.data) fail('follow the rebuild', rebuilds);
    reindex = rebuilds.data.jobs?.find(
      (j) => j.entityName === INSTRUMENTS && j.requestedAt === asked,
    )?.executionId;
  }

  const bulk = createClient<BulkPaths>(options);
  const exported = await bulk.POST('/api/v2/bulk-operations/execute', {
    body: { operationType: 'EXPORT', format: 'CSV', selection: { entityName: INSTRUMENTS } },
  });
  if (!exported.data) fail('export the register', exported);

  const definitionName = `Re-index instruments ${Date.now().toString(36)}`;
  const defined = await api.jobs.POST('/api/v2/core/jobs/definitions', {
    body: {
      definition: {
        jobName: 'reindexDataJob',
        name: definitionName,
        enabled: true,
        parameters: { reindexTypes: [INSTRUMENTS] },
      },
      skipCronWarnings: false,
    },
  });
  if (!defined.data) fail('define a re-index', defined);
  const definitionId = defined.data.definition.id;
  const started = await api.jobs.POST('/api/v2/core/jobs/executions/start/{definitionId}', {
    params: { path: { definitionId } },
  });
  if (!started.data) fail('start the re-index', started);
  return {
    reindex,
    export: exported.data.run.executionId,
    defined: started.data.execution.id,
    definitionId,
    definitionName,
  };
}

/** The row of a run in the list of every run, found by the link to its details. */
function rowOf(page: Page, id: number) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Details of run ${id}`, exact: true }) });
}

test('every run is listed, newest first, followed to its end, filtered by type and state, and opened', async ({
  page,
}) => {
  await openAdministration(page, 'Operations');
  await page.getByRole('link', { name: 'Background operations' }).click();
  const views = page.getByRole('navigation', { name: 'Views of the background operations' });
  await expect(views.getByRole('link', { name: 'Operations defined' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await views.getByRole('link', { name: 'All runs' }).click();
  await expect(page).toHaveURL(/\/ui\/operations\/jobs\/runs$/);
  await expect(page.getByRole('heading', { name: 'All runs' })).toBeVisible();

  // Each run with its type, what started it, and its state once it has ended (the list is asked
  // again while one of them goes on).
  const rebuild = rowOf(page, runs.reindex);
  const exported = rowOf(page, runs.export);
  const defined = rowOf(page, runs.defined);
  const starters = [
    [rebuild, 'search'],
    [exported, 'admin'],
    [defined, 'admin'],
  ] as const;
  for (const [row, startedBy] of starters) {
    await expect(row.locator('[data-state]')).toHaveAttribute('data-state', 'COMPLETED', {
      timeout: 60_000,
    });
    await expect(row.getByText('completed')).toBeVisible();
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(row.getByText(/^[\d,]+ of [\d,]+$/)).toBeVisible();
    await expect(row.getByRole('gridcell', { name: startedBy, exact: true })).toBeVisible();
  }
  await expect(rebuild).toContainText('Re-index records');
  await expect(rebuild).toContainText('without a saved operation');
  await expect(exported).toContainText('Export records');
  await expect(exported).toContainText('without a saved operation');
  await expect(defined).toContainText('Re-index records');
  await expect(defined).toContainText(`operation ${runs.definitionName}`);
  // The newest first: the operation's run was started last.
  const ids = (await page.getByTestId('run-link').allTextContents()).map(Number);
  expect(ids.indexOf(runs.defined)).toBeLessThan(ids.indexOf(runs.export));
  expect(ids.indexOf(runs.export)).toBeLessThan(ids.indexOf(runs.reindex));
  await expectAccessible(page);
  await shot(page, 'jobs-all-runs');
  // In Russian the grid speaks Russian too (its empty text changed, the others kept).
  await choose(page, page.getByRole('combobox', { name: 'Language' }), 'Русский');
  await expect(page.getByText('Строк на странице:')).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Язык' }), 'English');
  await expect(page.getByText('Rows per page:')).toBeVisible();

  // Of one type: the exports only.
  const type = page.getByRole('combobox', { name: 'Type of operation' });
  const state = page.getByRole('combobox', { name: 'State' });
  await choose(page, type, 'Export records');
  await expect(exported).toBeVisible();
  await expect(rebuild).toHaveCount(0);
  await expect(defined).toHaveCount(0);
  // In one state: none of these failed.
  await choose(page, state, 'failed');
  await expect(exported).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'jobs-all-runs-filtered');
  // Every type again, those completed: the re-indexes are back, each as many as the server counts.
  await choose(page, type, 'Any type');
  await choose(page, state, 'completed');
  await expect(defined).toBeVisible();
  await expect(rebuild).toBeVisible();
  await expect(page.locator('[data-state]:not([data-state="COMPLETED"])')).toHaveCount(0);
  const api = await adminApi();
  const counted = await api.jobs.GET('/api/v2/core/jobs/executions', {
    params: { query: { status: 'COMPLETED', limit: 1 } },
  });
  if (!counted.data) fail('count the runs completed', counted);
  // The pager's count (a run's own progress may read "n of n" too).
  await expect(
    page.getByText(new RegExp(`^\\d+–\\d+ of ${counted.data.totalCount}$`)),
  ).toBeVisible();

  // A run without an operation: opened from its row, with its steps.
  await rebuild.getByRole('link', { name: `Details of run ${runs.reindex}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ui/operations/jobs/runs/${runs.reindex}$`));
  const run = page.getByTestId('run');
  await expect(
    run.getByRole('heading', { name: `Run ${runs.reindex}`, exact: true }),
  ).toBeVisible();
  await expect(run).toContainText('started by search · without a saved operation');
  await expect(run.getByRole('link', { name: 'Open its operation' })).toHaveCount(0);
  await expect(run.getByTestId('run-row')).toHaveAttribute('data-status', 'COMPLETED');
  const steps = run.getByTestId('steps');
  await expect(steps.getByRole('heading', { name: `Steps of run ${runs.reindex}` })).toBeVisible();
  await expect(steps.getByTestId('step-row').first().getByText('completed')).toBeVisible();
  // The filters are kept below it.
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Completed');
  await expectAccessible(page);
  await shot(page, 'jobs-run-detail');

  // The operation's run, opened by its row, leads to its operation.
  await defined.getByRole('gridcell', { name: 'admin', exact: true }).click();
  await expect(
    run.getByRole('heading', { name: `Run ${runs.defined}`, exact: true }),
  ).toBeVisible();
  await expect(run).toContainText('started by admin');
  await run.getByRole('link', { name: 'Open its operation' }).click();
  await expect(page).toHaveURL(new RegExp(`/ui/operations/jobs/${runs.definitionId}$`));
  await expect(
    page.getByTestId('job').getByRole('heading', { name: runs.definitionName }),
  ).toBeVisible();

  // Closed, the list is whole again.
  await page.goto(`/ui/operations/jobs/runs/${runs.export}`);
  await expect(run.getByRole('heading', { name: `Run ${runs.export}`, exact: true })).toBeVisible();
  await run.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/ui\/operations\/jobs\/runs$/);
  await expect(run).toHaveCount(0);
  await expect(exported).toBeVisible();
});
