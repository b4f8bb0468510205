import { expect, test } from './test';
import { adminApi, ensureRegister, fail } from './api';
import { expectAccessible, logIn, openAdministration, shot } from './helpers';

/** A register of this file's own: notes a steward writes in the platform itself. */
const NOTES = 'ReadsWellNote';
const RUN = String(Date.now() % 1_000_000);
/** A value longer than any cell: one word, so that only cutting or wrapping can fit it. */
const LONG = `Memo ${RUN}-${'x'.repeat(160)}-end`;

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: NOTES,
      displayName: 'Note',
      customProperties: { description_field: 'title' },
      attributes: [
        { name: 'title', displayName: 'Title', type: 'String', required: true },
        { name: 'due', displayName: 'Due', type: 'Date' },
      ],
    },
    [],
  );
  const long = await api.records.POST('/api/meta-data-driven/v1/data', {
    body: { entityName: NOTES, sourceSystem: 'platform', attributes: { title: LONG } },
  });
  if (!long.data) fail('write the long note', long);
});

test('a steward makes a record of the platform without a key, with dates as the screens print them', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(`/ui/records/${NOTES}/new`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Note record');
  const key = page.getByRole('textbox', { name: 'External id' });
  await expect(key).toHaveValue('');
  await expect(key).not.toHaveAttribute('required');
  await expect(page.getByText('Left empty, the platform names it.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill(`Call back ${RUN}`);
  // The date fields read and show the format the screens print, not the browser's mm/dd/yyyy.
  const due = page.getByRole('textbox', { name: 'Due' });
  await expect(due).toHaveAttribute('placeholder', /^e\.g\. [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await due.fill('31/31/2026');
  await expect(page.getByText(/^Not a date: write it as /)).toBeVisible();
  await due.fill('11/30/2026');
  await due.blur();
  await expect(due).toHaveValue('Nov 30, 2026');
  const from = page.getByRole('textbox', { name: 'Valid from' });
  await from.fill('Jan 1, 2026');
  await from.blur();
  await expect(from).toHaveValue('Jan 1, 2026');
  await expectAccessible(page);
  await shot(page, 'reads-well-new-platform-record');

  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page).toHaveURL(/\/ui\/drafts\/\d+$/);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/ui/records/${NOTES}/[0-9a-f-]{36}$`));
  const etalonId = page.url().split('/').pop()!;
  // The platform named the record by its etalon id, which the card does not print as a key; the
  // card prints the date as inputs take it.
  const origins = page.getByTestId('origins');
  await expect(origins.getByRole('cell', { name: 'platform', exact: true })).toBeVisible();
  await expect(origins).not.toContainText(etalonId);
  await expect(
    page.getByTestId('golden-values').locator('[data-attribute="due"] td').nth(1),
  ).toHaveText('Nov 30, 2026');

  // Search as of a day typed in Russian, as Russian screens print it.
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Русский' }).click();
  await page.goto(`/ui/records/${NOTES}?at=2026-03-01`);
  await expect(page.getByRole('textbox', { name: 'Действует на' })).toHaveValue(
    /^1 мар(\.|та) 2026/,
  );
  await shot(page, 'reads-well-search-date-ru');
  await page.getByRole('combobox', { name: 'Язык' }).click();
  await page.getByRole('option', { name: 'English' }).click();
});

test('the navigation is one row at 1,280 px and a menu below', async ({ page }) => {
  await logIn(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const oneLine = async () => {
    const box = (await nav.boundingBox())!;
    expect(box.height).toBeLessThan(56);
    const tops = await nav
      .locator(':scope > a, :scope > button')
      .evaluateAll((items) => items.map((i) => Math.round(i.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // nothing runs past the row's end over the bar's other controls
    expect(await nav.evaluate((e) => e.scrollWidth <= e.clientWidth + 2)).toBe(true);
  };
  await oneLine();
  await nav.getByRole('button', { name: 'Administration' }).click();
  const menu = page.getByRole('menu');
  for (const item of ['Data model', 'Matching models', 'Operations', 'Security']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await shot(page, 'reads-well-nav-1280-admin');
  await page.keyboard.press('Escape');
  await openAdministration(page, 'Data model');
  await expect(page).toHaveURL(/\/ui\/model/);

  // Russian words are longer: still one row.
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Русский' }).click();
  await expect(nav).toBeHidden();
  const ruNav = page.getByRole('navigation', { name: 'Главное меню' });
  const box = (await ruNav.boundingBox())!;
  expect(box.height).toBeLessThan(56);
  expect(await ruNav.evaluate((e) => e.scrollWidth <= e.clientWidth + 2)).toBe(true);
  await shot(page, 'reads-well-nav-1280-ru');
  await page.getByRole('combobox', { name: 'Язык' }).click();
  await page.getByRole('option', { name: 'English' }).click();

  await page.setViewportSize({ width: 900, height: 800 });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Records' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Security' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'reads-well-nav-900-menu');
  await nav.getByRole('link', { name: 'Records' }).click();
  await expect(page).toHaveURL(/\/ui\/records/);
  await expect(nav).toBeHidden();
  await shot(page, 'reads-well-nav-900');
});

test('a user with one right to read sees what they may do; long values are cut with their whole text', async ({
  page,
}) => {
  const api = await adminApi();
  const role = `reader_${RUN}`;
  const created = await api.core.POST('/api/v2/core/roles', {
    body: { name: role, rights: [{ resource: NOTES, rights: ['READ'] }] },
  });
  if (!created.data) fail('create the role', created);
  const password = `reader-password-${RUN}`;
  for (const [userName, roles] of [
    [`reader-${RUN}`, [role]],
    [`nobody-${RUN}`, []],
  ] as const) {
    const user = await api.core.POST('/api/v2/core/users', {
      body: { userName, password, fullName: userName, roles: [...roles] },
    });
    if (!user.data) fail(`create ${userName}`, user);
  }

  await logIn(page, password, `reader-${RUN}`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Administration' })).toHaveCount(0);
  await page.goto(`/ui/records/${NOTES}?text=Memo`);
  await expect(page.getByTestId('read-only')).toHaveText(
    'You may read these records; an administrator gives the right to change them.',
  );
  await expect(page.getByRole('button', { name: 'New record' })).toHaveCount(0);
  // The long value: cut in its cell, whole on hover; the page does not run wide.
  const cell = page.locator(`[title="${LONG}"]`);
  await expect(cell).toBeVisible();
  expect(await cell.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  await shot(page, 'reads-well-reader-search');
  await cell.click();
  await expect(page).toHaveURL(new RegExp(`/ui/records/${NOTES}/[0-9a-f-]{36}`));
  await expect(page.getByTestId('golden-values')).toContainText(LONG);
  await expect(page.getByRole('link', { name: 'Edit in a draft' })).toHaveCount(0);
  // Nothing runs past the page's right edge (the elements that would are named if any do).
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((e) => `${e.closest('section,[data-testid]')?.outerHTML.slice(0, 120)}`)
        .slice(0, 5),
    ),
  ).toEqual([]);
  await shot(page, 'reads-well-reader-card');

  await page.getByRole('button', { name: 'Log out' }).click();
  await logIn(page, password, `nobody-${RUN}`);
  await page.goto('/ui/records');
  await expect(page.getByText(/^You may read no registers/)).toBeVisible();
  await expect(page.getByText('The data model has no registers yet')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'reads-well-no-rights');
});
