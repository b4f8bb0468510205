import { expect, test } from './test';
import { adminApi, ensureRegister, fail, type AdminApi } from './api';
import { PNG, pdf } from './fileSamples';
import { expectAccessible, logIn, SCREENSHOTS, shot } from './helpers';
import { baseUrl } from './people';

/** A register of this file's own, with a File attribute and a Blob one. */
const CASES = 'FileCase';
const SOURCE = 'case-archive';
let etalonId = '';

async function upload(api: AdminApi, name: string, type: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${baseUrl()}/api/v2/core/lob/upload`, {
    method: 'POST',
    headers: api.headers,
    body: form,
  });
  if (!response.ok) throw new Error(`upload ${name}: HTTP ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: CASES,
      displayName: 'Case',
      customProperties: { description_field: 'title' },
      attributes: [
        { name: 'title', displayName: 'Title', type: 'String', required: true },
        { name: 'documents', displayName: 'Documents', type: 'File' },
        { name: 'log', displayName: 'Log', type: 'Blob' },
      ],
    },
    [{ name: SOURCE, weight: 50 }],
  );
  // Files of this run, written over whatever an earlier run left in the record.
  const chart = await upload(api, 'chart.png', 'image/png', PNG);
  const contract = await upload(api, 'contract.pdf', 'application/pdf', pdf('Supply contract'));
  const log = await upload(api, 'events.log', 'text/plain', Buffer.from('line 1\nline 2\n'));
  const written = await api.records.POST('/api/meta-data-driven/v1/data', {
    body: {
      entityName: CASES,
      sourceSystem: SOURCE,
      externalId: 'CASE-1',
      attributes: { title: 'Warehouse lease', documents: [chart, contract], log },
    },
  });
  if (!written.data) fail('write the case', written);
  etalonId = written.data.etalonId!;
});

test('the record card shows its files with previews and downloads', async ({ page }) => {
  await logIn(page);
  await page.goto(`/ui/records/${CASES}/${etalonId}`);
  const files = page.getByRole('region', { name: 'Files' });
  await expect(files.getByRole('heading', { name: 'Documents' })).toBeVisible();
  // The golden values name the files, not the ids of their large objects.
  const golden = page.getByTestId('golden-values');
  await expect(golden.locator('[data-attribute="documents"] td').nth(1)).toHaveText(
    'chart.png, contract.pdf',
  );
  await expect(golden.locator('[data-attribute="log"] td').nth(1)).toHaveText('events.log');

  // The image, read with the session's token into a blob: URL, drawn inline.
  const image = files.getByRole('img', { name: 'chart.png' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  const chart = files.locator('article', { hasText: 'chart.png' });
  await expect(chart.getByTestId('file-type')).toHaveText('image/png · 327 bytes');

  // The PDF in the browser's own viewer.
  const contract = files.locator('article', { hasText: 'contract.pdf' });
  await expect(contract.getByTestId('file-type')).toContainText('application/pdf');
  const frame = contract.locator('iframe[title="contract.pdf"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^blob:/);

  // A text file has no preview; its download is the file under its own name.
  const log = files.locator('article', { hasText: 'events.log' });
  await expect(log).toContainText('No preview for this type of file');
  const download = page.waitForEvent('download');
  await log.getByRole('button', { name: 'Download events.log' }).click();
  expect((await download).suggestedFilename()).toBe('events.log');

  await expectAccessible(page);
  await shot(page, 'files-record-card');
  // Chromium's PDF viewer draws its page once the frame is on screen, and a full-page picture
  // leaves it out: the section is pictured on its own (the sticky bar hidden, not over it).
  await frame.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  await files.screenshot({
    path: `${SCREENSHOTS}/files-previews.png`,
    style: '.MuiAppBar-root { visibility: hidden; }',
  });
});
