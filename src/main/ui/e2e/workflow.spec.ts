import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { adminApi, ensureRegister, fail, load, type AdminApi } from './api';
import { expectAccessible, logIn, shot } from './helpers';

/**
 * A register of this file's own with the shipped "Draft publishing approval" assigned to it (its
 * approvers: ADMIN, the admin's role): a steward's change of a record waits for approval as a
 * task on the start page, and the task card approves it or sends it back.
 */
const SUPPLIERS = 'WorkflowSupplier';
const SOURCE = 'workflow-erp';
const KEY = 'W-1';
let api: AdminApi;
let etalonId = '';

test.beforeAll(async () => {
  api = await adminApi();
  const added = await ensureRegister(
    api,
    {
      name: SUPPLIERS,
      displayName: 'Approved supplier',
      customProperties: { description_field: 'name' },
      attributes: [
        { name: 'name', displayName: 'Name', type: 'String', required: true },
        { name: 'employees', displayName: 'Employees', type: 'Integer' },
      ],
    },
    [{ name: SOURCE, weight: 50 }],
  );
  if (added) {
    await load(api, [
      {
        entityName: SUPPLIERS,
        sourceSystem: SOURCE,
        externalId: KEY,
        attributes: { name: 'Northwind Traders', employees: 40 },
      },
    ]);
  }
  const read = await api.records.GET('/api/meta-data-driven/v1/data/{entityName}/{sourceSystem}', {
    params: { path: { entityName: SUPPLIERS, sourceSystem: SOURCE }, query: { externalId: KEY } },
  });
  if (!read.data) fail('read the supplier', read);
  etalonId = read.data.etalonId;
  await assignApproval(api);
  await cancelOpenProcesses(api);
});

/** Cancels the processes an earlier run left open about this register: each run starts clean. */
async function cancelOpenProcesses(admin: AdminApi) {
  const open = await admin.workflow.POST('/api/v2/workflow/tasks/list', {
    body: { entityName: SUPPLIERS, limit: 500 },
  });
  if (!open.data) fail('list the open tasks', open);
  for (const id of new Set(open.data.tasks.map((task) => task.processInstanceId))) {
    const cancelled = await admin.workflow.DELETE(
      '/api/v2/workflow/processes/instances/{processInstanceId}',
      { params: { path: { processInstanceId: id }, query: { reason: 'left by an earlier run' } } },
    );
    if (!cancelled.data) fail('cancel a process left open', cancelled);
  }
}

/** Publishes the workflow model with the shipped approval assigned to this file's register. */
async function assignApproval(admin: AdminApi) {
  const published = await admin.workflow.GET('/api/v2/workflow/assignments');
  if (!published.data) fail('read the assignments', published);
  const others = (published.data.model?.assignments ?? []).filter(
    (a) => a.entityName !== SUPPLIERS,
  );
  const saved = await admin.workflow.POST('/api/v2/workflow/assignments/save', {
    body: {
      model: {
        assignments: [
          ...others,
          { entityName: SUPPLIERS, processId: 'draftPublishingApproval', approvers: ['ADMIN'] },
        ],
      },
    },
  });
  if (!saved.data) fail('assign the approval', saved);
}

/** A record draft changing the supplier's employees, sent to publication: it waits for approval. */
async function changeSentForApproval(employees: number, description: string) {
  const opened = await api.draft.POST('/api/v2/draft/upsert', {
    body: {
      type: 'record',
      subjectId: etalonId,
      description,
      parameters: { 'entity-name': SUPPLIERS },
    },
  });
  const draftId = opened.data?.draft?.draftId;
  if (draftId === undefined) fail('open a record draft', opened);
  const written = await api.records.POST('/api/meta-data-driven/v1/data', {
    body: {
      entityName: SUPPLIERS,
      sourceSystem: SOURCE,
      externalId: KEY,
      attributes: { name: 'Northwind Traders', employees },
      draftId,
    },
  });
  if (!written.data) fail('write the record in the draft', written);
  const sent = await api.draft.POST('/api/v2/draft/publish', { body: { draftId } });
  if (sent.data?.draft?.state !== 'DELAYED_BY_WORKFLOW') fail('send the draft for approval', sent);
  return draftId;
}

/** The supplier's golden number of employees now. */
async function employeesNow() {
  const read = await api.records.GET(
    '/api/meta-data-driven/v1/data/{entityName}/etalon/{etalonId}',
    {
      params: { path: { entityName: SUPPLIERS, etalonId } },
    },
  );
  if (!read.data) fail('read the supplier', read);
  return Number((read.data.attributes as Record<string, unknown>).employees);
}

/** The start page's row of the task about the draft described so. */
function taskRow(page: Page, description: string) {
  return page.getByTestId('start-tasks').getByTestId('task-row').filter({ hasText: description });
}

const golden = (page: Page, attribute: string) =>
  page.getByTestId('golden-values').locator(`[data-attribute="${attribute}"] td`).nth(1);

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('the approver sees the change on the start page, reads it before and after, and approves it', async ({
  page,
}) => {
  const run = Date.now() % 100000;
  const employees = 100 + (run % 800);
  const description = `Employees of Northwind to ${employees} (run ${run})`;
  const before = await employeesNow();
  await changeSentForApproval(employees, description);

  await page.goto('/ui/');
  const row = taskRow(page, description);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Approve the change');
  await expect(row).toContainText('Approved supplier');
  await expect(row).toContainText('Draft publishing approval');
  await expect(page.getByTestId('tasks-count')).toBeVisible();
  await shot(page, 'workflow-start-page');

  await row.getByRole('link', { name: 'Approve the change' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approve the change');
  await expect(page.getByTestId('task-status')).toHaveText('Available');
  await expect(page.getByTestId('task-facts')).toContainText('ADMIN');
  const changed = page.getByTestId('comparison').locator('[data-attribute="employees"] td');
  await expect(changed.nth(1)).toHaveText(new Intl.NumberFormat('en-GB').format(before));
  await expect(changed.nth(2)).toHaveText(new Intl.NumberFormat('en-GB').format(employees));
  await expect(page.getByTestId('process-steps')).toContainText('Approve the change');
  await expectAccessible(page);
  await shot(page, 'workflow-task-card');

  // Taken and given back: the status follows, the buttons change.
  await page.getByRole('button', { name: 'Take the task' }).click();
  await expect(page.getByTestId('task-status')).toHaveText('Taken');
  await page.getByRole('button', { name: 'Give the task back' }).click();
  await expect(page.getByTestId('task-status')).toHaveText('Available');

  await page.getByRole('textbox', { name: 'Comment' }).fill('Checked with the supplier');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByTestId('task-result')).toContainText('Done: Approve.');
  await expect(page.getByTestId('task-result')).toContainText('The process has ended.');
  await expect(page.getByTestId('process-steps')).toContainText('Checked with the supplier');
  await shot(page, 'workflow-task-approved');

  await page.getByTestId('task-result').getByRole('link', { name: 'Open the record' }).click();
  await expect(golden(page, 'employees')).toHaveText(
    new Intl.NumberFormat('en-GB').format(employees),
  );
  await expect(page.getByTestId('record-tasks')).toHaveCount(0);
});

test('a change sent back for correction comes to its author as a correction task', async ({
  page,
}) => {
  const run = Date.now() % 100000;
  const employees = 1000 + (run % 800);
  const description = `Employees of Northwind to ${employees} (run ${run})`;
  await changeSentForApproval(employees, description);

  // The record's card lists the task waiting about it.
  await page.goto(`/ui/records/${SUPPLIERS}/${etalonId}`);
  const recordTasks = page.getByTestId('record-tasks');
  await expect(recordTasks).toContainText('Approve the change');
  await shot(page, 'workflow-record-tasks');

  await page.goto('/ui/');
  await taskRow(page, description).getByRole('link', { name: 'Approve the change' }).click();
  await page.getByRole('button', { name: 'Send back for correction' }).click();
  // The approval's validator wants a reason for a rejection: the server's refusal is shown.
  await expect(page.getByTestId('task-actions').getByRole('alert')).toContainText(
    'The server refused',
  );
  await shot(page, 'workflow-task-refused');
  await page.getByRole('textbox', { name: 'Comment' }).fill('The count is not confirmed');
  await page.getByRole('button', { name: 'Send back for correction' }).click();
  await expect(page.getByTestId('task-result')).toContainText(
    'The process goes on with its next step.',
  );

  // The author (admin started the process) finds the correction task assigned to them.
  await page.getByTestId('task-result').getByRole('link', { name: 'Start page' }).click();
  const correction = taskRow(page, description).filter({ hasText: 'Correct the change' });
  await expect(correction).toBeVisible();
  await expect(page.getByTestId('tasks-mine')).toContainText('Correct the change');
  await correction.getByRole('link', { name: 'Correct the change' }).click();
  await expect(page.getByTestId('task-facts')).toContainText('admin');
  await expect(page.getByRole('button', { name: 'Resubmit' })).toBeVisible();
  await expect(page.getByTestId('process-steps')).toContainText('The count is not confirmed');
  await shot(page, 'workflow-correction-task');

  // Withdrawn, so that no task of this run is left open for the next one.
  await page.getByRole('textbox', { name: 'Comment' }).fill('Withdrawn by the test');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByTestId('task-result')).toContainText('The process has ended.');
});
