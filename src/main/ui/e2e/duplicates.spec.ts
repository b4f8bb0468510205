import { expect, test } from './test';
import { adminApi } from './api';
import { COMPANIES, ensureCompanies, writeCompany } from './companies';
import { choose, confirmIn, expectAccessible, logIn, shot } from './helpers';

// Each run writes companies of its own (a tag in their names, keys and INNs), so it finds fresh
// clusters on a server that has run these tests before.
const TAG = `r${Date.now().toString(36)}`;
const INN = String(Date.now()).slice(-10);
const ids = { acmeCrm: '', acmeErp: '', cobaltCrm: '', cobaltErp: '', boreaCrm: '', boreaErp: '' };

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureCompanies(api);
  ids.acmeCrm = await writeCompany(api, 'crm', `C-ACME-${TAG}`, {
    name: `Acme Trading ${TAG}`,
    inn: `1${INN}`,
    city: 'Moscow',
  });
  ids.acmeErp = await writeCompany(api, 'erp', `E-ACME-${TAG}`, {
    name: `Acme Tradng ${TAG}`,
    inn: `1${INN}`,
    city: 'Moskva',
  });
  ids.boreaCrm = await writeCompany(api, 'crm', `C-BOREA-${TAG}`, {
    name: `Borealis ${TAG}`,
    inn: `2${INN}`,
  });
  ids.boreaErp = await writeCompany(api, 'erp', `E-BOREA-${TAG}`, {
    name: `Borealis Ltd ${TAG}`,
    inn: `2${INN}`,
  });
  // Different INNs: matching does not propose them; the steward merges them from the search.
  ids.cobaltCrm = await writeCompany(api, 'crm', `C-COBALT-${TAG}`, {
    name: `Cobalt Works ${TAG}`,
    inn: `3${INN}`,
  });
  ids.cobaltErp = await writeCompany(api, 'erp', `E-COBALT-${TAG}`, {
    name: `Cobalt Works Ltd ${TAG}`,
    inn: `4${INN}`,
  });
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('the cluster table lists clusters by register and by record', async ({ page }) => {
  await page.getByRole('link', { name: 'Duplicates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicates' })).toBeVisible();
  await page.getByLabel('Register').click();
  await page.getByRole('option', { name: 'Company' }).click();
  await expect(page).toHaveURL(/entity=Company/);
  const acme = page.getByTestId('cluster-row').filter({ hasText: `Acme Trading ${TAG}` });
  await expect(acme).toContainText(`Acme Tradng ${TAG}`);
  await expect(acme).toContainText('Same INN, close name');
  await page.getByLabel('Matching set').click();
  await page.getByRole('option', { name: 'Company' }).click();
  await expect(page).toHaveURL(/set=company/);
  await expect(acme).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'duplicates-table');

  // One record's clusters, by the spec's parameter; the filter shows and can be taken off.
  await page.goto(`/ui/duplicates?clusterTargetSubjectId=${ids.acmeCrm}`);
  await expect(page.getByTestId('target-filter')).toContainText(`Clusters of Acme Trading ${TAG}`);
  await expect(page.getByTestId('cluster-total')).toHaveText('1 cluster');
  await expect(page.getByTestId('cluster-row')).toHaveCount(1);
  await shot(page, 'duplicates-of-record');
  await page.getByRole('button', { name: 'Show all clusters' }).click();
  await expect(page.getByTestId('target-filter')).toHaveCount(0);
  await expect(page).not.toHaveURL(/clusterTargetSubjectId/);
});

test('a cluster is compared, confirmed with a chosen winner, and an origin unmerged again', async ({
  page,
}) => {
  // The record card lists the record's clusters and leads to them.
  await page.goto(`/ui/records/${COMPANIES}/${ids.acmeCrm}`);
  const section = page.getByRole('region', { name: 'Matching clusters' });
  await expect(section.getByRole('link', { name: /Same INN, close name/ })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'duplicates-record-clusters');
  await section.getByRole('link', { name: 'Show in the cluster table' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/ui/duplicates\\?clusterTargetSubjectId=${ids.acmeCrm}`),
  );
  await page.getByRole('link', { name: /Compare cluster/ }).click();

  // Side by side: the differing values marked, the rule and each comparison's score.
  const compare = page.getByTestId('compare');
  await expect(compare.locator('[data-attribute="name"]')).toHaveAttribute('data-differs', 'true');
  await expect(compare.locator('[data-attribute="inn"]')).toHaveAttribute('data-differs', 'false');
  await expect(compare.locator('[data-attribute="city"]')).toHaveAttribute('data-differs', 'true');
  await expect(page.getByTestId('pair-rule')).toHaveText('Same INN, close name');
  await expect(page.getByTestId('comparison').nth(0)).toHaveText('INN · Exact: 1');
  await expect(page.getByTestId('comparison').nth(1)).toHaveText(/^Name · Fuzzy: 0\.\d+$/);
  // The record the steward came from is proposed as the winner; choose the other one.
  await expect(page.getByLabel(`Keep Acme Trading ${TAG} as the winner`)).toBeChecked();
  await page.getByLabel(`Keep Acme Tradng ${TAG} as the winner`).check();
  await expectAccessible(page);
  await shot(page, 'duplicates-compare');

  // The merge asks first, saying which record stays; Cancel and Escape merge nothing.
  const merge = page.getByRole('button', { name: 'Confirm and merge' });
  const question = page.getByRole('dialog', { name: `Merge 1 record into Acme Tradng ${TAG}?` });
  await merge.click();
  await expect(question).toContainText(
    `Acme Tradng ${TAG} (${ids.acmeErp}) stays and keeps its id; the other record joins it`,
  );
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await shot(page, 'duplicates-merge-question');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await merge.click();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await page.reload();
  await expect(compare.locator('[data-attribute="name"]')).toHaveAttribute('data-differs', 'true');
  await page.getByLabel(`Keep Acme Tradng ${TAG} as the winner`).check();

  await merge.click();
  await question.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ui/records/${COMPANIES}/${ids.acmeErp}$`));
  const origins = page.getByTestId('origins');
  await expect(origins.getByRole('row')).toHaveCount(3);
  await expect(origins).toContainText(`crm / C-ACME-${TAG}`);
  await expect(origins).toContainText(`erp / E-ACME-${TAG}`);
  await expect(page.getByTestId('golden-values')).toContainText(`Acme Trading ${TAG}`);
  await expectAccessible(page);
  await shot(page, 'duplicates-merged-record');

  // Unmerge the CRM's origin: it goes back into a record of its own.
  await page.getByRole('button', { name: `Unmerge crm / C-ACME-${TAG}` }).click();
  const dialog = page.getByRole('dialog', { name: `Unmerge crm / C-ACME-${TAG}` });
  await expect(dialog.getByLabel('Never propose these records together again')).toBeChecked();
  await expectAccessible(page);
  await shot(page, 'duplicates-unmerge');
  await dialog.getByRole('button', { name: 'Unmerge' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'left this record' })).toBeVisible();
  await expect(origins.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: 'Open the record it went to' }).click();
  await expect(page.getByTestId('golden-values')).toContainText(`Acme Trading ${TAG}`);

  await page.goto(`/ui/records/${COMPANIES}?text=Acme+${TAG}`);
  await expect(page.getByTestId('total')).toHaveText('2 records');
});

test('a cluster is rejected', async ({ page }) => {
  await page.goto(`/ui/duplicates?clusterTargetSubjectId=${ids.boreaCrm}`);
  await page.getByRole('link', { name: /Compare cluster/ }).click();
  await expect(page.getByTestId('pair')).toHaveCount(1);
  // In Russian too.
  await page.getByLabel('Language').click();
  await page.getByRole('option', { name: 'Русский' }).click();
  await expect(page.getByRole('button', { name: 'Отклонить кластер' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'duplicates-compare-ru');
  await page.getByLabel('Язык').click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Reject the cluster' }).click();
  await confirmIn(page, 'Reject the cluster?', 'Reject the cluster');
  await expect(
    page.getByRole('status').filter({ hasText: 'The cluster was rejected' }),
  ).toBeVisible();
  await expect(page.getByTestId('cluster-total')).toHaveText('No clusters wait for review.');
});

test('two records found by the search are merged into the chosen winner', async ({ page }) => {
  await page.goto(`/ui/records/${COMPANIES}?text=Cobalt+${TAG}`);
  await expect(page.getByTestId('total')).toHaveText('2 records');
  await expect(page.getByRole('button', { name: 'Merge…' })).toHaveCount(0);
  for (const name of [`Cobalt Works ${TAG}`, `Cobalt Works Ltd ${TAG}`]) {
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell', { name, exact: true }) })
      .getByRole('checkbox')
      .check();
  }
  await expect(page.getByTestId('selected')).toHaveText('2 selected');
  await page.getByRole('button', { name: 'Merge…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge records' });
  await dialog.getByLabel(new RegExp(`^Cobalt Works Ltd ${TAG}`)).check();
  await expectAccessible(page);
  await shot(page, 'duplicates-merge-from-search');
  // It asks before it acts, naming the record that stays; Cancel goes back to the choice.
  await dialog.getByRole('button', { name: 'Merge…' }).click();
  const question = page.getByRole('dialog', {
    name: `Merge 1 record into Cobalt Works Ltd ${TAG}?`,
  });
  await expect(question).toContainText(
    `Cobalt Works Ltd ${TAG} (${ids.cobaltErp}) stays and keeps its id; the other record joins it`,
  );
  // It shows the record the merge makes, each value with its source, computed but not written.
  const preview = question.getByTestId('merge-preview');
  await expect(preview.locator('[data-attribute="name"] td').nth(1)).toContainText(`Cobalt Works`);
  await expectAccessible(page);
  await shot(page, 'duplicates-merge-from-search-question');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel(new RegExp(`^Cobalt Works Ltd ${TAG}`))).toBeChecked();
  await dialog.getByRole('button', { name: 'Merge…' }).click();
  // The steward keeps the ERP's name: the preview says it is their pick, the merge keeps it.
  await choose(page, question.getByLabel('Keep for Name'), `Cobalt Works Ltd ${TAG}`);
  await expect(preview.locator('[data-attribute="name"] td').nth(1)).toContainText(
    `Cobalt Works Ltd ${TAG}your pick`,
  );
  await shot(page, 'duplicates-merge-preview-pick');
  await question.getByRole('button', { name: 'Merge', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/ui/records/${COMPANIES}/${ids.cobaltErp}$`));
  const origins = page.getByTestId('origins');
  await expect(origins).toContainText(`crm / C-COBALT-${TAG}`);
  await expect(origins).toContainText(`erp / E-COBALT-${TAG}`);
  await expect(page.getByTestId('golden-values')).toContainText(`Cobalt Works Ltd ${TAG}`);
});
