import { expect, test } from './test';
import { adminApi, ensureRegister, ensureRelation, fail } from './api';
import { PNG } from './fileSamples';
import { confirmIn, expectAccessible, logIn, shot } from './helpers';

/** A register of this file's own, with a File attribute and a relation between its records. */
const CONTRACTS = 'EditorContract';
const SOURCE = 'contract-src';
const PARTNER = 'EditorContractPartner';
/** Each run edits records of its own, so that what an earlier run changed does not matter. */
const RUN = String(Date.now() % 1_000_000);
const KEY = `C-${RUN}`;
const PARTNER_KEY = `P-${RUN}`;
let etalonId = '';

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: CONTRACTS,
      displayName: 'Contract',
      customProperties: { description_field: 'title' },
      attributes: [
        { name: 'title', displayName: 'Title', type: 'String', required: true },
        { name: 'scans', displayName: 'Scans', type: 'File' },
      ],
    },
    [{ name: SOURCE, weight: 50 }],
  );
  await ensureRelation(api, {
    name: PARTNER,
    displayName: 'Partner',
    from: CONTRACTS,
    to: CONTRACTS,
    type: 'MANY_TO_MANY',
  });
  const partner = await api.records.POST('/api/meta-data-driven/v1/data', {
    body: {
      entityName: CONTRACTS,
      sourceSystem: SOURCE,
      externalId: PARTNER_KEY,
      attributes: { title: `Partner ${RUN}` },
    },
  });
  if (!partner.data) fail('write the partner', partner);
  const contract = await api.records.POST('/api/meta-data-driven/v1/data', {
    body: {
      entityName: CONTRACTS,
      sourceSystem: SOURCE,
      externalId: KEY,
      attributes: { title: `Lease ${RUN}` },
      relations: { [PARTNER]: [{ toEtalonId: partner.data.etalonId }] },
    },
  });
  if (!contract.data) fail('write the contract', contract);
  etalonId = contract.data.etalonId!;
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('the editor uploads a file, removes a link and writes one validity period', async ({
  page,
}) => {
  await page.goto(`/ui/records/${CONTRACTS}/${etalonId}`);
  await page.getByRole('link', { name: 'Edit in a draft' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Edit Contract in a draft/);

  // (a) A file chosen in the browser's dialog is uploaded at once and named by the value.
  const scans = page.locator('[data-field="scans"]');
  await expect(scans).toContainText('No file.');
  const chooser = page.waitForEvent('filechooser');
  await scans.getByRole('button', { name: 'Upload a file to Scans' }).click();
  await (await chooser).setFiles({ name: 'scan.png', mimeType: 'image/png', buffer: PNG });
  await expect(scans).toContainText('scan.png (327 bytes)');

  // (b) The record's link to its partner is there, and is removed in the draft.
  const partnerLink = `Remove the link Partner to Contract · Partner ${RUN}`;
  await page.getByRole('button', { name: partnerLink }).click();
  await expect(page.locator('[data-link]')).toHaveAttribute('data-removed', 'true');
  await expect(page.locator('[data-link]')).toContainText('removed when saved');

  // (c) The values hold from 2020 on; before that the record stays as its source wrote it.
  const from = page.getByLabel('Valid from');
  await expect(from).toHaveValue('');
  await expect(page.getByLabel('Valid to')).toHaveValue('');
  await from.fill('2020-01-01');
  await page.getByRole('textbox', { name: 'Title' }).fill(`Lease ${RUN} (signed)`);
  await expectAccessible(page);
  await shot(page, 'editor-files-links-period');

  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page).toHaveURL(/\/ui\/drafts\/\d+$/);
  const scansRow = page.getByTestId('comparison').locator('[data-attribute="scans"]');
  await expect(scansRow).toHaveAttribute('data-changed', 'true');
  await expect(scansRow.locator('td').nth(2)).toHaveText('scan.png');
  const removed = page.getByTestId('links').locator(`[data-relation="${PARTNER}"]`);
  await expect(removed).toHaveAttribute('data-removed', 'true');
  await expect(removed).toContainText('removed');
  await expectAccessible(page);
  await shot(page, 'editor-draft-preview');
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(new RegExp(`/ui/records/${CONTRACTS}/${etalonId}$`));
  const files = page.getByRole('region', { name: 'Files' });
  await expect(files.getByRole('img', { name: 'scan.png' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Relations' })).toContainText('No links.');
  // The timeline: the source alone before 2020, the steward's version with it from then on.
  await expect(page.getByRole('button', { name: /^Jan 1, 2020 to the end: / })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^the beginning to Dec 31, 2019: / }),
  ).toBeVisible();
  // The history names the file written, not its large object's id.
  await expect(page.getByTestId('history')).toContainText('Scans: — → scan.png');
  await shot(page, 'editor-published-record');
  await page.getByRole('button', { name: /^the beginning to Dec 31, 2019: / }).click();
  await expect(
    page.getByTestId('golden-values').locator('[data-attribute="title"] td').nth(1),
  ).toHaveText(`Lease ${RUN}`);
  await expect(files).toContainText('The record has no files.');
});

test('a refused first save of a new record leaves no empty draft behind', async ({ page }) => {
  const api = await adminApi();
  const count = async () => {
    const found = await api.draft.POST('/api/v2/draft/drafts', {
      body: { query: { type: 'record', tags: [`entity-name:${CONTRACTS}`] } },
    });
    if (!found.data) fail('search the drafts', found);
    return found.data.totalCount;
  };
  const before = await count();

  // A period that ends before it starts is refused (the key left empty: the platform names it).
  await page.goto(`/ui/records/${CONTRACTS}/new`);
  await page.getByRole('textbox', { name: 'Title' }).fill(`Draft only ${RUN}`);
  await page.getByRole('textbox', { name: 'Valid from' }).fill('2026-02-01');
  await page.getByRole('textbox', { name: 'Valid to' }).fill('2026-01-01');
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page.getByRole('textbox', { name: 'Valid from' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect.poll(count).toBe(before);

  // The next try opens a draft of its own, which the record then is in.
  await page.getByRole('textbox', { name: 'Valid to' }).fill('');
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page).toHaveURL(/\/ui\/drafts\/\d+$/);
  expect(await count()).toBe(before + 1);
  await page.getByRole('button', { name: 'Discard the draft' }).click();
  await confirmIn(page, /^Remove draft \d+\?$/, 'Discard the draft');
  await expect.poll(count).toBe(before);
});
