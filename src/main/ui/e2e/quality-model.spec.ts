import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { adminApi, ensureRegister, fail } from './api';
import { choose, expectAccessible, logIn, openAdministration, shot } from './helpers';

/**
 * A register of these tests' own, new to each run: the quality model is one for the platform, so
 * the tests add rules, sets and assignments of their own names to it and leave the others alone.
 */
const RUN = Date.now().toString(36);
const PATIENTS = `Patient_${RUN}`;
const PATIENTS_LABEL = `Patient ${RUN}`;
const RULE = `born_${RUN}`;
const RULE_LABEL = `Born in the past ${RUN}`;
const SET = `patients_${RUN}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: PATIENTS,
      displayName: PATIENTS_LABEL,
      attributes: [
        { name: 'name', displayName: 'Name', type: 'String' },
        { name: 'born', displayName: 'Born', type: 'Date' },
      ],
    },
    [{ name: 'erp', weight: 40 }],
  );
  // A quality-model draft another run left open is discarded: the test opens its own.
  const open = await api.draft.POST('/api/v2/draft/drafts', {
    body: { query: { type: 'quality-model', state: 'RUNNING' } },
  });
  if (!open.data) fail('list the open quality-model drafts', open);
  for (const draft of open.data.drafts ?? []) {
    const removed = await api.draft.POST('/api/v2/draft/remove', {
      body: { draftId: draft.draftId },
    });
    if (!removed.data) fail('discard a quality-model draft', removed);
  }
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

const field = (scope: Locator, name: string | RegExp) =>
  scope.getByRole('combobox', { name, exact: typeof name === 'string' });

/** Picks an option of a field taking several, and closes its list. */
async function pickOf(page: Page, scope: Locator, option: string) {
  await scope.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('[role="listbox"]')).toHaveCount(0);
}

async function openDraft(page: Page) {
  await openAdministration(page, 'Data quality');
  await expect(page.getByRole('heading', { level: 1, name: 'Data quality' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit in a draft' }).click();
  await expect(
    page.getByRole('heading', { name: /^Draft \d+ of the quality model$/ }),
  ).toBeVisible();
}

test('an administrator adds a date-in-range rule in a draft, mends the path the check refuses and publishes', async ({
  page,
}) => {
  await openDraft(page);

  await page.getByRole('button', { name: 'Add a rule', exact: true }).click();
  const rule = page.getByTestId('dq-rule').last();
  await rule.getByLabel('Rule name').fill(RULE);
  await rule.getByLabel('Display name').fill(RULE_LABEL);
  await choose(page, field(rule, 'Function'), 'Date in range');
  await expect(rule.getByTestId('function-ports')).toContainText(
    'Date to check *: DATE | TIMESTAMP',
  );
  await choose(page, field(rule, 'Raise an error when (yes/no output)'), 'Result');
  await rule.getByLabel('Message', { exact: true }).fill('Born in the future');
  await choose(page, field(rule, 'Severity'), 'Yellow (warning)');
  await choose(page, field(rule, 'Runs'), 'On the golden record');

  await page.getByRole('button', { name: 'Add a set', exact: true }).click();
  const set = page.getByTestId('dq-set').last();
  await set.getByLabel('Set name').fill(SET);

  await page.getByRole('button', { name: 'Assign sets' }).click();
  const assignment = page.getByRole('group', { name: /^Assignment \d+$/ }).last();
  await choose(page, field(assignment, 'Register or reference set'), PATIENTS_LABEL);
  await pickOf(page, field(assignment, 'Sets'), SET);

  await set.getByRole('button', { name: 'Add a rule to the set' }).click();
  const mapping = set.getByTestId('mapping').last();
  await choose(page, field(mapping, 'Rule'), RULE_LABEL);
  const date = mapping.getByRole('group', { name: 'Date to check' });
  // The attributes of the register the set is assigned to are offered; a wrong path is typed.
  await date.getByRole('combobox', { name: /Date to check \*/ }).click();
  await expect(page.getByRole('option', { name: 'Born (born, Date)' })).toBeVisible();
  await date.getByRole('combobox', { name: /Date to check \*/ }).fill('borne');
  await page.keyboard.press('Escape');
  const untilNow = mapping.getByRole('group', { name: 'Until now' });
  await choose(page, field(untilNow, 'Until now from'), 'A constant');
  await choose(page, untilNow.getByRole('combobox', { name: /Until now \(BOOLEAN\)/ }), 'Yes');

  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const path = date.getByRole('combobox', { name: /Date to check \*/ });
  await expect(path).toHaveAttribute('aria-invalid', 'true');
  await expect(date.getByText(/borne/)).toBeVisible();
  await expect(page.getByText(/The model has \d+ problems?/)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'quality-model-refused');

  await path.fill('born');
  await expect(path).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('The model holds together: nothing to fix.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Data quality' })).toBeVisible();
  await expect(page.getByTestId('revision')).toContainText(/Published revision \d+, by admin/);
  const published = page.getByTestId('published-model');
  await expect(published.getByRole('row', { name: new RegExp(RULE_LABEL) })).toContainText(
    'Date in range',
  );
  await expect(published.getByRole('row', { name: new RegExp(RULE_LABEL) })).toContainText(
    'Raises an error when Result says so, severity Yellow (warning)',
  );
  await expect(published.getByRole('row', { name: new RegExp(PATIENTS_LABEL) })).toContainText(SET);
  await expect(
    published.getByText(`${RULE_LABEL}: Date to check ← born; Until now = Yes`),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'quality-model-published');
});

test('an administrator tries the date-in-range function and sees its answer, or the problem at a port', async ({
  page,
}) => {
  await openDraft(page);
  const trial = page.getByTestId('try-function');
  await choose(page, field(trial, 'Function'), 'Date in range');
  await trial.getByLabel('Date to check').fill('2020-05-01');
  await trial.getByLabel('From', { exact: true }).fill('2020-01-01');
  await trial.getByRole('button', { name: 'Call' }).click();
  const outputs = trial.getByRole('table', { name: 'Outputs:' });
  await expect(outputs.getByRole('cell', { name: 'Yes' })).toBeVisible();
  await shot(page, 'quality-model-try');

  await trial.getByLabel('Date to check').fill('');
  await trial.getByRole('button', { name: 'Call' }).click();
  await expect(trial.getByLabel('Date to check')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await shot(page, 'quality-model-try-refused');

  await page.getByRole('button', { name: 'Discard the draft' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Discard/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data quality' })).toBeVisible();
});
