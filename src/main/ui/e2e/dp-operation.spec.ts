import { type Locator, type Page } from '@playwright/test';
import { adminApi, ensureRegister, load } from './api';
import { choose, expectAccessible, logIn, openAdministration, shot } from './helpers';
import { expect, test } from './test';

/**
 * Registers of this file's own: patients with a confidential phone, their test copy, and clinics,
 * which lack the patients' attributes (a wrong copy).
 */
const SUFFIX = Date.now().toString(36);
const PATIENTS = `DpPatient_${SUFFIX}`;
const PATIENTS_LABEL = `Patients ${SUFFIX}`;
const COPY = `DpPatientCopy_${SUFFIX}`;
const COPY_LABEL = `Patients for testing ${SUFFIX}`;
const CLINICS = `DpClinic_${SUFFIX}`;
const CLINICS_LABEL = `Clinics ${SUFFIX}`;
/** The source system the copies are written as. */
const COPIES_SOURCE = 'dpcopy';
const RECORDS = 120;
/** Patients of a test stand restored from production, depersonalized in place. */
const STAND = `DpStand_${SUFFIX}`;
const STAND_LABEL = `Test stand ${SUFFIX}`;
let standPatient = '';

test.beforeAll(async () => {
  const api = await adminApi();
  const sources = [
    { name: 'crm', weight: 80 },
    { name: COPIES_SOURCE, weight: 10 },
  ];
  await ensureRegister(
    api,
    {
      name: PATIENTS,
      displayName: PATIENTS_LABEL,
      attributes: [
        { name: 'fullName', displayName: 'Full name', type: 'String' },
        {
          name: 'phone',
          displayName: 'Phone',
          type: 'String',
          confidential: true,
          obfuscationFunction: { name: 'Mask', parameters: { keepLast: '2' } },
        },
      ],
    },
    sources,
  );
  await ensureRegister(
    api,
    {
      name: COPY,
      displayName: COPY_LABEL,
      attributes: [
        { name: 'fullName', displayName: 'Full name', type: 'String' },
        { name: 'phone', displayName: 'Phone', type: 'String' },
      ],
    },
    sources,
  );
  await ensureRegister(
    api,
    {
      name: CLINICS,
      displayName: CLINICS_LABEL,
      attributes: [{ name: 'title', displayName: 'Title', type: 'String' }],
    },
    sources,
  );
  await load(
    api,
    Array.from({ length: RECORDS }, (_, i) => ({
      entityName: PATIENTS,
      sourceSystem: 'crm',
      externalId: `P-${i + 1}`,
      attributes: {
        fullName: `Patient ${i + 1}`,
        phone: `+7 900 123-45-${String(i % 100).padStart(2, '0')}`,
      },
    })),
  );
});

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: STAND,
      displayName: STAND_LABEL,
      attributes: [
        { name: 'fullName', displayName: 'Full name', type: 'String' },
        {
          name: 'phone',
          displayName: 'Phone',
          type: 'String',
          confidential: true,
          obfuscationFunction: { name: 'Mask', parameters: { keepLast: '2' } },
        },
      ],
    },
    [{ name: 'crm', weight: 80 }],
  );
  const written = await api.records.POST('/api/meta-data-driven/v1/data', {
    body: {
      entityName: STAND,
      sourceSystem: 'crm',
      externalId: 'S-1',
      attributes: { fullName: 'Stand Patient', phone: '+7 900 555-12-34' },
    },
  });
  standPatient = written.data?.etalonId ?? '';
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

/** Picks an option of a picker by typing part of its label, and sees the picker show it. */
async function pick(page: Page, field: Locator, label: string) {
  await field.fill(label);
  await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
  await expect(field).toHaveValue(label);
}

test('an administrator copies patients with their phones masked, choosing the copy in the operation’s form, and follows the run', async ({
  page,
}) => {
  const name = `Test copy of patients ${SUFFIX}`;
  await openAdministration(page, 'Operations');
  await page.getByRole('link', { name: 'Background operations' }).click();
  await page.getByRole('button', { name: 'New operation' }).click();
  const form = page.getByRole('dialog', { name: 'New background operation' });
  await choose(page, form.getByLabel('Type of operation'), /^Depersonalize data$/);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await choose(page, form.getByLabel(/Registers and reference sets/), PATIENTS_LABEL);

  // The copies: a row per register, its key and its value picked by their display names. A wrong
  // copy first: the clinics lack the patients' attributes.
  const copies = form.getByRole('group', { name: 'Copies' });
  await expect(copies).toHaveAccessibleDescription(/the copy of each register/i);
  await pick(page, copies.getByRole('combobox', { name: 'Copies: key 1' }), PATIENTS_LABEL);
  await pick(page, copies.getByRole('combobox', { name: 'Copies: value 1' }), CLINICS_LABEL);
  await choose(page, form.getByRole('combobox', { name: 'Source system' }), COPIES_SOURCE);
  await form.getByLabel('Records per block').fill('50');
  await expectAccessible(page);
  await shot(page, 'dp-operation-form');

  // Refused at the copies, with the server's words under them.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(copies).toContainText(
    `'${CLINICS}' cannot be the copy of '${PATIENTS}': it has no attribute 'fullName' of type String.`,
  );
  await expect(copies).toHaveAccessibleDescription(/cannot be the copy of/);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await copies.scrollIntoViewIfNeeded();
  await shot(page, 'dp-operation-refused');

  // The right copy, told from its source by its name beside its label; an entry added by mistake
  // is removed again.
  const value = copies.getByRole('combobox', { name: 'Copies: value 1' });
  await value.fill(PATIENTS_LABEL.split(' ')[0]!);
  await expect(page.getByRole('option', { name: new RegExp(`^${COPY_LABEL}`) })).toContainText(
    COPY,
  );
  await shot(page, 'dp-operation-picker');
  await pick(page, value, COPY_LABEL);
  await copies.getByRole('button', { name: 'Add an entry to Copies' }).click();
  await expect(copies.getByRole('combobox', { name: 'Copies: key 2' })).toBeVisible();
  await copies.getByRole('button', { name: 'Remove entry 2 of Copies' }).click();
  await expect(copies.getByRole('combobox', { name: 'Copies: key 2' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/ui\/operations\/jobs\/\d+$/);
  const job = page.getByTestId('job');
  await expect(job.getByRole('heading', { name })).toBeVisible();

  // Opened again, the form shows the copy stored.
  await job.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Operation ${name}` });
  const stored = edit.getByRole('group', { name: 'Copies' });
  await expect(stored.getByRole('combobox', { name: 'Copies: key 1' })).toHaveValue(PATIENTS_LABEL);
  await expect(stored.getByRole('combobox', { name: 'Copies: value 1' })).toHaveValue(COPY_LABEL);
  await expect(edit.getByRole('combobox', { name: 'Source system' })).toHaveText(COPIES_SOURCE);
  await stored.scrollIntoViewIfNeeded();
  await shot(page, 'dp-operation-stored');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // Started, its run is followed in its own details to the end: one step, all records copied.
  await job.getByRole('button', { name: 'Start now' }).click();
  const started = job.getByTestId('run-row').first();
  await expect(started).toBeVisible();
  const runId = await started.getAttribute('data-run');
  await page.getByRole('link', { name: 'All runs' }).click();
  await page.getByRole('link', { name: `Details of run ${runId}`, exact: true }).click();
  const run = page.getByTestId('run');
  await expect(run.getByRole('heading', { name: `Run ${runId}`, exact: true })).toBeVisible();
  await expect(run).toContainText(`Depersonalize data`);
  const row = run.getByTestId('run-row');
  await expect(row).toHaveAttribute('data-status', 'COMPLETED', { timeout: 60_000 });
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(row.getByText(`${RECORDS} of ${RECORDS}`)).toBeVisible();
  const step = run.getByTestId('step-row').filter({ hasText: `copy ${PATIENTS}` });
  await expect(step.getByText('completed')).toBeVisible();
  await expect(step).toContainText(`${RECORDS} of ${RECORDS}`);
  await expectAccessible(page);
  await shot(page, 'dp-operation-run');

  // The copy holds every patient, the phones masked but for their last two digits.
  await page.goto(`/ui/records/${COPY}`);
  await expect(page.getByText(`${RECORDS} records`)).toBeVisible();
  await expect(page.getByText('+* *** ***-**-07').first()).toBeVisible();
  await expect(page.getByText('+7 900 123-45-07')).toHaveCount(0);
  await shot(page, 'dp-operation-copy');
});

test('an administrator depersonalizes a test stand in place: the record’s history tells it, and a second run is refused', async ({
  page,
}) => {
  const name = `Depersonalize the stand ${SUFFIX}`;
  await openAdministration(page, 'Operations');
  await page.getByRole('link', { name: 'Background operations' }).click();
  await page.getByRole('button', { name: 'New operation' }).click();
  const form = page.getByRole('dialog', { name: 'New background operation' });
  await choose(page, form.getByLabel('Type of operation'), /^Depersonalize data$/);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await choose(page, form.getByLabel(/Registers and reference sets/), STAND_LABEL);
  await form.getByLabel('In place', { exact: true }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const job = page.getByTestId('job');
  // Asked first: the originals cannot be had back.
  await job.getByRole('button', { name: 'Start now' }).click();
  const asked = page.getByRole('dialog', { name: `Start ${name}? It cannot be undone` });
  await expect(asked).toContainText('The originals cannot be had back afterwards.');
  await expectAccessible(page);
  await shot(page, 'dp-in-place-confirm');
  await asked.getByRole('button', { name: 'Start now' }).click();
  await expect(asked).toBeHidden();
  const first = job.getByTestId('run-row').first();
  await expect(first).toHaveAttribute('data-status', 'COMPLETED', { timeout: 60_000 });
  const runId = await first.getAttribute('data-run');

  // The record's card: the phone replaced, and its history tells by which run.
  await page.goto(`/ui/records/${STAND}/${standPatient}`);
  await expect(page.getByText('+* *** ***-**-34').first()).toBeVisible();
  await expect(page.getByText('+7 900 555-12-34')).toHaveCount(0);
  const history = page.getByTestId('history');
  const told = history.getByRole('row').filter({ hasText: 'Depersonalized in place' });
  await expect(told).toContainText(
    `confidential values replaced: phone (run ${runId}, key default)`,
  );
  await expect(told.getByRole('link', { name: `run ${runId}` })).toHaveAttribute(
    'href',
    `/ui/operations/jobs/runs/${runId}`,
  );
  await told.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shot(page, 'dp-in-place-history');

  // Started again, the run refuses to replace the replaced values, and says how to go on.
  await page.goBack();
  await job.getByRole('button', { name: 'Start now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start now' }).click();
  const second = job.getByTestId('run-row').first();
  await expect(second).not.toHaveAttribute('data-run', runId!);
  await expect(second).toHaveAttribute('data-status', 'FAILED', { timeout: 60_000 });
  const secondId = await second.getAttribute('data-run');
  await page.getByRole('link', { name: 'All runs' }).click();
  await page.getByRole('link', { name: `Details of run ${secondId}`, exact: true }).click();
  await expect(page.getByTestId('run')).toContainText(
    `'${STAND}' was depersonalized in place by run ${runId}`,
  );
  await expect(page.getByTestId('run')).toContainText(`set 'again' to run all the same`);
  await shot(page, 'dp-in-place-again');
});
