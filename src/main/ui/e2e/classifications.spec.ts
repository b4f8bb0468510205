import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { adminApi, ensureRegister, fail, type AdminApi } from './api';
import { expectAccessible, logIn, shot } from './helpers';

/** The register this file classifies; no other test file counts its records. */
const GADGETS = 'Gadget';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

/**
 * A classifier of its own per run, assigned to the register, published at once:
 * root → devices (01, inheritable `warranty`) → phones (01.01); root → accessories (02).
 */
async function seedClassifier(api: AdminApi, name: string) {
  const saved = await api.classifiers.POST('/api/v1/classifiers/model/save', {
    body: {
      classifier: {
        name,
        displayName: `Kinds ${name}`,
        codePattern: '[0-9]{2}(\\.[0-9]{2})*',
        assignments: [GADGETS],
      },
    },
  });
  if (!saved.data?.published) fail(`publish the classifier ${name}`, saved);
  const nodes: [string, string, string, string, boolean][] = [
    ['devices', 'Devices', name, '01', true],
    ['phones', 'Phones', 'devices', '01.01', false],
    ['accessories', 'Accessories', name, '02', false],
  ];
  for (const [node, displayName, parentName, code, withWarranty] of nodes) {
    const added = await api.classifiers.POST('/api/v1/classifiers/nodes/save', {
      body: {
        classifierNode: {
          classifierName: name,
          versionName: 'v1',
          name: node,
          parentName,
          code,
          displayName,
          attributes: withWarranty
            ? [
                {
                  name: 'warranty',
                  displayName: 'Warranty (months)',
                  type: 'Integer',
                  inheritable: true,
                },
              ]
            : [],
        },
      },
    });
    if (!added.data?.published) fail(`publish the node ${node}`, added);
  }
}

/** The register (once), its source, and a record of this run; answers the record's etalon id. */
async function seedRecord(api: AdminApi, title: string) {
  await ensureRegister(
    api,
    {
      name: GADGETS,
      displayName: 'Gadget',
      customProperties: { description_field: 'title' },
      attributes: [{ name: 'title', displayName: 'Title', type: 'String' }],
    },
    [{ name: 'shop', weight: 60 }],
  );
  const written = await api.records.POST('/api/meta-data-driven/v1/data', {
    body: {
      entityName: GADGETS,
      sourceSystem: 'shop',
      externalId: title,
      attributes: { title },
    },
  });
  if (!written.data?.etalonId) fail(`write ${title}`, written);
  return written.data.etalonId;
}

/** Chooses a node in the picker of a dialog: typed, then picked among the hits by its label. */
async function pickNode(page: Page, dialog: ReturnType<Page['getByRole']>, typed: string) {
  await dialog.getByLabel('Node (name, code or display name)').fill(typed);
  const option = page.getByRole('option').filter({ hasText: typed });
  await expect(option.first()).toBeVisible();
  return option;
}

test('a record is classified with the node picker and attribute form, moved to another node from a date, and found by the classified-under filter', async ({
  page,
}) => {
  const unique = Date.now().toString(36);
  const classifier = `Kinds_${unique}`;
  const title = `Phone ${unique}`;
  const api = await adminApi();
  const etalonId = await seedRecord(api, title);
  await seedClassifier(api, classifier);

  // The card lists the classifier assigned to the register: the record is not classified yet.
  await page.goto(`/ui/records/${GADGETS}/${etalonId}`);
  const section = page.getByRole('region', { name: 'Classifications', exact: true });
  const group = section.getByRole('region', { name: `Classifications in Kinds ${classifier}` });
  await expect(group).toContainText('Not classified.');

  // Classified: the node found by its display name, shown with its path; the inherited attribute
  // gets an input that says where it comes from.
  await group.getByRole('button', { name: 'Classify', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Classify the record' });
  await expect(dialog.getByRole('combobox', { name: 'Classifier' })).toContainText(
    `Kinds ${classifier}`,
  );
  const phones = await pickNode(page, dialog, 'Phon');
  await expect(phones).toContainText(`${classifier} › devices › phones`);
  await shot(page, 'classifications-picker');
  await phones.click();
  await expect(dialog).toContainText(`${classifier} › devices › phones`);
  const warranty = dialog.getByLabel('Warranty (months)');
  await expect(dialog.getByText('Inherited from devices')).toBeVisible();
  // A value the server refuses: its problem is shown at the attribute's input.
  await warranty.fill('1.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.locator('[data-field="warranty"]')).toContainText('takes a value of type');
  await shot(page, 'classifications-refused');
  await expectAccessible(page);
  await warranty.fill('24');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const periods = group.getByRole('table', { name: `Periods in Kinds ${classifier}` });
  await expect(periods.getByRole('row')).toHaveCount(2);
  const first = periods.getByRole('row').nth(1);
  await expect(first).toContainText('the beginning to the end');
  await expect(first).toContainText('Phones · 01.01');
  await expect(first).toContainText(`${classifier} › devices › phones`);
  await expect(first).toContainText('Warranty (months):24');

  // Moved to another node from 2025: two periods, the first one ending the day before.
  await group.getByRole('button', { name: 'Classify or move' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Classifier' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const accessories = await pickNode(page, dialog, 'Accessories');
  await accessories.click();
  await expect(dialog.getByText('The node has no attributes.')).toBeVisible();
  await dialog.getByLabel('Valid from').fill('2025-01-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(periods.getByRole('row')).toHaveCount(3);
  await expect(periods.getByRole('row').nth(1)).toContainText('the beginning to Dec 31, 2024');
  await expect(periods.getByRole('row').nth(1)).toContainText('Phones · 01.01');
  await expect(periods.getByRole('row').nth(2)).toContainText('Jan 1, 2025 to the end');
  await expect(periods.getByRole('row').nth(2)).toContainText('Accessories · 02');

  // Removed for a period: that period is kept, marked deleted.
  await periods.getByRole('button', { name: 'Remove Accessories from Jan 1, 2025' }).click();
  const removal = page.getByRole('dialog', {
    name: `Remove the classification in Kinds ${classifier}`,
  });
  await expect(removal.getByRole('radio', { name: 'Only a period of it' })).toBeChecked();
  await removal.getByLabel('Valid from').fill('2026-01-01');
  await removal.getByLabel('Valid to').fill('2026-03-31');
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(removal).toBeHidden();
  await expect(periods.getByRole('row')).toHaveCount(5);
  const deleted = periods.locator('tr[data-status="INACTIVE"]');
  await expect(deleted).toContainText('Jan 1, 2026 to Mar 31, 2026');
  await expect(deleted).toContainText('deleted');
  await expectAccessible(page);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'classifications-card');

  // The history tells each placement and the deleted period, with the classifier and the node.
  const history = page.getByTestId('history');
  const placed = history.getByRole('row').filter({ hasText: 'Classified' });
  await expect(placed).toHaveCount(2);
  await expect(placed.nth(0)).toContainText(`${classifier}: phones`);
  await expect(placed.nth(1)).toContainText(`${classifier}: accessories from Jan 1, 2025`);
  await expect(
    history.getByRole('row').filter({ hasText: 'Classification period deleted' }),
  ).toContainText(`${classifier}: accessories from Jan 1, 2026 until Mar 31, 2026`);
  await history.scrollIntoViewIfNeeded();
  await shot(page, 'classifications-history');

  // The search keeps to records classified under a node: now in Accessories...
  await page.goto(`/ui/records/${GADGETS}`);
  await page.getByLabel('Search text').fill(unique);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('total')).toHaveText('1 record');
  await addUnder(page, classifier, 'Devices');
  await expect(page.getByTestId('total')).toHaveText('0 records');
  await expect(page).toHaveURL(/under=/);
  // ...and in 2024 under Devices (classified into Phones, a node below it).
  await page.getByTestId('classified-under').locator('.MuiChip-deleteIcon').click();
  await expect(page.getByTestId('classified-under')).toHaveCount(0);
  await expect(page.getByTestId('total')).toHaveText('1 record');
  await page.getByLabel('Valid on').fill('2024-06-01');
  await addUnder(page, classifier, 'Devices');
  await expect(page.getByTestId('total')).toHaveText('1 record');
  await expect(page.getByRole('gridcell', { name: title })).toBeVisible();
  await expect(page.getByTestId('classified-under')).toContainText('Devices · 01');
  await expectAccessible(page);
  await shot(page, 'classifications-search');
  // The address keeps the condition: opened again, the same search.
  await page.reload();
  await expect(page.getByTestId('classified-under')).toContainText('Devices · 01');
  await expect(page.getByTestId('total')).toHaveText('1 record');
});

/** Adds a classified-under condition through its dialog: the classifier, then a node found. */
async function addUnder(page: Page, classifier: string, node: string) {
  await page.getByRole('button', { name: '+ Classified under…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Records classified under a node' });
  await dialog.getByRole('combobox', { name: 'Classifier' }).click();
  await page.getByRole('option', { name: `Kinds ${classifier}`, exact: true }).click();
  const found = await pickNode(page, dialog, node);
  await found.first().click();
  await dialog.getByRole('button', { name: 'Add the condition' }).click();
  await expect(dialog).toBeHidden();
}

test('a record draft classifies the record with the node attributes: the preview shows the change, publishing writes it', async ({
  page,
}) => {
  const unique = Date.now().toString(36);
  const classifier = `Drafted_${unique}`;
  const title = `Tablet ${unique}`;
  const api = await adminApi();
  const etalonId = await seedRecord(api, title);
  await seedClassifier(api, classifier);
  const placed = await api.classifiers.POST('/api/v1/classifiers/classifications', {
    body: {
      entityName: GADGETS,
      etalonId,
      sourceSystem: 'shop',
      classifications: { [classifier]: [{ nodeCode: '02' }] },
    },
  });
  if (!placed.data) fail(`classify ${title}`, placed);

  // The editor lists the classification in force; a new one is chosen with the classify form,
  // which asks no source system: it is written with the record's key.
  await page.goto(`/ui/records/${GADGETS}/${etalonId}/edit`);
  const section = page.getByRole('region', { name: 'Classifications', exact: true });
  await expect(section.getByRole('list', { name: 'Classifications in force now' })).toContainText(
    'Accessories · 02',
  );
  await section.getByRole('button', { name: 'Classify', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Classify the record' });
  // Every classifier assigned to the register is offered (earlier runs' ones too).
  await dialog.getByRole('combobox', { name: 'Classifier' }).click();
  await page.getByRole('option', { name: `Kinds ${classifier}`, exact: true }).click();
  const phones = await pickNode(page, dialog, 'Phon');
  await phones.click();
  await dialog.getByLabel('Warranty (months)').fill('12');
  await expect(dialog.getByLabel('Source system')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add to the draft' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('list', { name: 'Classifications the draft adds' })).toContainText(
    `Kinds ${classifier}: Phones · 01.01`,
  );
  await expectAccessible(page);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'classifications-editor');
  await page.getByRole('button', { name: 'Save to draft' }).click();

  // The preview compares the classifications now with those after publication.
  await expect(page).toHaveURL(/\/ui\/drafts\/\d+$/);
  const row = page
    .getByRole('table', { name: 'Classifications' })
    .getByRole('row')
    .filter({ hasText: `Kinds ${classifier}` });
  await expect(row).toContainText('Accessories · 02');
  await expect(row).toContainText('Phones · 01.01 (warranty: 12)');
  await expect(row).toContainText('Changed by the draft');
  await shot(page, 'classifications-draft-preview');
  // Nothing is written before the draft is published.
  const before = await api.classifiers.GET('/api/v1/classifiers/records/{etalonId}', {
    params: { path: { etalonId } },
  });
  expect(before.data?.classifications.map((c) => c.nodeName)).toEqual(['accessories']);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/ui/records/${GADGETS}/${etalonId}$`));
  const group = page
    .getByRole('region', { name: 'Classifications', exact: true })
    .getByRole('region', { name: `Classifications in Kinds ${classifier}` });
  const inForce = group.locator('tr[data-status="ACTIVE"]');
  await expect(inForce).toHaveCount(1);
  await expect(inForce).toContainText('Phones · 01.01');
  await expect(inForce).toContainText('Warranty (months):12');

  // A second draft removes the classification: the editor marks it, the preview says none after.
  await page.goto(`/ui/records/${GADGETS}/${etalonId}/edit`);
  const current = page
    .getByRole('region', { name: 'Classifications', exact: true })
    .getByRole('list', { name: 'Classifications in force now' });
  await current.getByRole('button', { name: 'Remove Phones · 01.01 with the draft' }).click();
  await expect(current).toContainText('Removed when the draft is published');
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page).toHaveURL(/\/ui\/drafts\/\d+$/);
  const removal = page
    .getByRole('table', { name: 'Classifications' })
    .getByRole('row')
    .filter({ hasText: `Kinds ${classifier}` });
  await expect(removal).toContainText('Changed by the draft');
  await expect(removal.getByRole('cell').nth(2)).toContainText('None');
  await shot(page, 'classifications-draft-removal');
});
