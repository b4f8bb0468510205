import { readFile, writeFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { adminApi, ensureRegister, load } from './api';
import { choose, confirmIn, expectAccessible, logIn, shot } from './helpers';
import type { WriteRecord } from './people';
import { expect, test } from './test';

/** A register of this file's own, so that what it loads moves no other file's counts. */
const SUPPLIERS = 'BulkSupplier';

const SUPPLIED: [string, string, string, number][] = [
  ['S-1', 'Nordic Steel', 'Oslo', 5],
  ['S-2', 'Fjord Timber', 'Oslo', 3],
  ['S-3', 'Bergen Fish', 'Bergen', 4],
  ['S-4', 'Polar Paper', 'Tromsø', 2],
  ['S-5', 'Arctic Ice', 'Oslo', 1],
];

test.beforeAll(async () => {
  const api = await adminApi();
  const added = await ensureRegister(
    api,
    {
      name: SUPPLIERS,
      displayName: 'Supplier',
      customProperties: { description_field: 'name' },
      attributes: [
        { name: 'name', displayName: 'Name', type: 'String' },
        { name: 'city', displayName: 'City', type: 'String' },
        { name: 'rating', displayName: 'Rating', type: 'Integer' },
      ],
    },
    [{ name: 'crm', weight: 80 }],
  );
  if (added) {
    await load(
      api,
      SUPPLIED.map(([externalId, name, city, rating]): WriteRecord => ({
        entityName: SUPPLIERS,
        sourceSystem: 'crm',
        externalId,
        attributes: { name, city, rating },
      })),
    );
  }
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

/** Exports the search's records in the format, follows the run and downloads its file. */
async function exportAs(page: Page, format: 'CSV' | 'XLSX', screenshot: string) {
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/v2/bulk-operations/execute'));
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  const menu = page.getByRole('menu', { name: 'Actions on the records found' });
  await menu
    .getByRole('menuitem', {
      name: format === 'CSV' ? 'Export to CSV' : 'Export to spreadsheet (XLSX)',
    })
    .click();
  await confirmIn(page, 'Export the records of Supplier?', 'Export 3 records');
  const body = (await asked).postDataJSON() as { format: string; selection: object };
  const dialog = page.getByRole('dialog', { name: 'Export of Supplier' });
  const run = dialog.getByTestId('bulk-run');
  await expect(run).toHaveAttribute('data-status', 'COMPLETED', { timeout: 30_000 });
  await expect(run.getByRole('progressbar', { name: /^Progress of run \d+$/ })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  // The run counts the items of all its steps (the selection's, then the file's): all are done.
  await expect(run).toContainText(/\b(\d+) of \1 processed/);
  await expect(run.getByTestId('bulk-steps')).toHaveText('select: 3 of 3 · export: 3 of 3');
  await expectAccessible(page);
  await shot(page, screenshot);
  const downloading = page.waitForEvent('download');
  await run.getByRole('button', { name: /^Download .+\.(csv|xlsx)$/ }).click();
  const download = await downloading;
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return { body, download };
}

test('the records a search finds are exported to CSV and XLSX, and a file of records is imported', async ({
  page,
}, testInfo) => {
  await page.goto(`/ui/records/${SUPPLIERS}`);
  await expect(page.getByTestId('total')).toHaveText(/^\d+ records$/);

  // The suppliers of Oslo, by a condition on the city.
  await page.getByRole('button', { name: 'Add a condition' }).click();
  const row = page.getByTestId('filter-row').last();
  await choose(page, row.getByRole('combobox', { name: 'Attribute' }), 'City');
  await choose(page, row.getByRole('combobox', { name: 'Condition' }), 'equals');
  await row.getByLabel('City: value').fill('Oslo');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('total')).toHaveText('3 records');

  // To CSV: the search's conditions are the selection, without its paging; the file holds the
  // bulk load's reserved columns, then the attributes, and the three suppliers only.
  const csv = await exportAs(page, 'CSV', 'bulk-export-csv');
  expect(csv.body.format).toBe('CSV');
  expect(csv.body.selection).toEqual(
    expect.objectContaining({
      entityName: SUPPLIERS,
      filters: { attribute: 'city', operator: 'EQ', value: 'Oslo' },
    }),
  );
  expect(csv.body.selection).not.toHaveProperty('limit');
  expect(csv.download.suggestedFilename()).toMatch(/\.csv$/);
  const csvFile = testInfo.outputPath('suppliers.csv');
  await csv.download.saveAs(csvFile);
  const lines = (await readFile(csvFile, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^etalonId,externalId,sourceSystem,validFrom,validTo,parent(,|$)/);
  expect(lines[0]).toContain('name');
  const records = lines.slice(1);
  expect(records).toHaveLength(3);
  for (const name of ['Nordic Steel', 'Fjord Timber', 'Arctic Ice']) {
    expect(records.some((line) => line.includes(name))).toBe(true);
  }
  expect(records.some((line) => line.includes('Bergen Fish'))).toBe(false);

  // To a spreadsheet: a zip of the workbook.
  const xlsx = await exportAs(page, 'XLSX', 'bulk-export-xlsx');
  expect(xlsx.body.format).toBe('XLSX');
  expect(xlsx.download.suggestedFilename()).toMatch(/\.xlsx$/);
  const xlsxFile = testInfo.outputPath('suppliers.xlsx');
  await xlsx.download.saveAs(xlsxFile);
  expect((await readFile(xlsxFile)).subarray(0, 2).toString('latin1')).toBe('PK');

  // New suppliers of this run, searched for first: none yet.
  const stamp = `run${Date.now().toString(36)}`;
  await page.getByRole('button', { name: `Remove the condition on City` }).click();
  await page.getByLabel('Search text').fill(stamp);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('total')).toHaveText('0 records');

  // A CSV file of three, one of them with a rating that is no number.
  const upload = testInfo.outputPath('new-suppliers.csv');
  await writeFile(
    upload,
    [
      'externalId,sourceSystem,name,city,rating',
      `N-${stamp}-1,crm,Kvernes ${stamp},Stavanger,4`,
      `N-${stamp}-2,crm,Lysefjord ${stamp},Stavanger,many`,
      `N-${stamp}-3,crm,Preikestolen ${stamp},Stavanger,5`,
    ].join('\n') + '\n',
  );
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import records from a file' });

  // An empty CSV file of the register to fill in: its header is the register's columns.
  const templating = page.waitForEvent('download');
  await dialog
    .getByRole('button', { name: 'Download an empty CSV file of the register to fill in' })
    .click();
  const template = await templating;
  expect(template.suggestedFilename()).toMatch(/-template\.csv$/);
  const templateFile = testInfo.outputPath('template.csv');
  await template.saveAs(templateFile);
  expect((await readFile(templateFile, 'utf8')).split('\r\n')[0]).toContain(
    'etalonId,externalId,sourceSystem,validFrom,validTo,parent,',
  );

  // A file of no format a load reads is refused, in the server's words.
  const notes = testInfo.outputPath('notes.txt');
  await writeFile(notes, 'not records\n');
  await dialog.getByLabel('File to import').setInputFiles(notes);
  await expect(dialog.getByTestId('chosen-file')).toHaveText(
    'notes.txt (format from its contents)',
  );
  await dialog.getByRole('button', { name: 'Start the import' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The server refused: ');
  await shot(page, 'bulk-import-refused');

  await dialog.getByLabel('File to import').setInputFiles(upload);
  await expect(dialog.getByTestId('chosen-file')).toHaveText('new-suppliers.csv (CSV)');
  await expect(dialog.getByRole('combobox', { name: 'Register or reference set' })).toHaveText(
    'Supplier',
  );
  // Loaded as the platform source by default (the steward's overrides); this file is the CRM's.
  const loadAs = dialog.getByRole('combobox', { name: 'Load as' });
  await expect(loadAs).toHaveText('Platform source (your changes)');
  await choose(page, loadAs, /^crm$/);
  await expect(
    dialog.getByText('Rows become the versions of crm under their EXTERNAL_ID'),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'bulk-import-form');
  await dialog.getByRole('button', { name: 'Start the import' }).click();

  // The run ends with the bad line among its failed items, named by its line, and its rows told.
  const run = dialog.getByTestId('bulk-run');
  await expect(run).toHaveAttribute('data-status', 'COMPLETED', { timeout: 30_000 });
  await expect(run).toContainText('1 failed');
  await expect(run.getByTestId('import-rows')).toHaveText(
    'Rows changed: 2 · unchanged: 0 · failed: 1',
  );
  const failed = run.getByTestId('failed-item');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText(/line 3/i);
  await expectAccessible(page);
  await shot(page, 'bulk-import-done');

  // The rows are the CRM's versions under their own keys, not the platform's overrides.
  const api = await adminApi();
  const path = '/api/meta-data-driven/v1/data/{entityName}/{sourceSystem}/{externalId}' as const;
  for (const [source, status] of [
    ['crm', 200],
    ['platform', 404],
  ] as const) {
    const answer = await api.records.GET(path, {
      params: { path: { entityName: SUPPLIERS, sourceSystem: source, externalId: `N-${stamp}-1` } },
    });
    expect(answer.response.status, source).toBe(status);
  }

  // The search again: the two good suppliers are there.
  await dialog.getByRole('button', { name: 'Show the loaded records' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('total')).toHaveText('2 records');
  await expect(page.getByRole('gridcell', { name: `Kvernes ${stamp}` })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `Preikestolen ${stamp}` })).toBeVisible();
  await shot(page, 'bulk-imported');
});
