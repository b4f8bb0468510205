import { expect, test } from './test';
import { adminApi } from './api';
import { COMPANIES, ensureCompanies, writeCompany } from './companies';
import { expectAccessible, logIn, shot } from './helpers';

// Companies of this run only (a tag in names, keys and INNs): one fresh cluster to wait for review.
const TAG = `s${Date.now().toString(36)}`;
const INN = String(Date.now()).slice(-10);

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureCompanies(api);
  await writeCompany(api, 'crm', `C-START-${TAG}`, { name: `Start Lines ${TAG}`, inn: `5${INN}` });
  await writeCompany(api, 'erp', `E-START-${TAG}`, { name: `Start Line ${TAG}`, inn: `5${INN}` });
});

test('login lands on the start page, whose counts and badge lead to the queue', async ({
  page,
}) => {
  const api = await adminApi();
  const counts = (await api.matching.GET('/api/v2/matching/clusters/counts')).data!;
  const company = counts.registers.find((r) => r.entityName === COMPANIES)!;
  expect(company.clusters).toBeGreaterThan(0);

  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your work' })).toBeVisible();
  const clusters = page.getByTestId('start-clusters');
  await expect(clusters).toContainText(
    `${counts.total.toLocaleString('en')} cluster${counts.total === 1 ? ' waits' : 's wait'}`,
  );
  // The navigation shows the clusters waiting.
  await expect(page.getByTestId('nav-count-duplicates')).toContainText(
    counts.total > 999 ? '999+' : String(counts.total),
  );
  await expect(page.getByTestId('start-drafts')).toContainText('open draft');
  await expect(page.getByTestId('start-loads')).toBeVisible();
  await expect(page.getByTestId('start-exports')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'start-page');

  await clusters.getByRole('link', { name: new RegExp(`^Company: ${company.clusters}`) }).click();
  await expect(page).toHaveURL(/\/ui\/duplicates\?entity=Company$/);
  await expect(
    page.getByTestId('cluster-row').filter({ hasText: `Start Lines ${TAG}` }),
  ).toBeVisible();
  await shot(page, 'start-queue');
});
