import { expect, test } from './test';
import { adminApi, ensureRegister, ensureRelation, fail, load, type AdminApi } from './api';
import { confirmIn, choose, expectAccessible, logIn, shot, openAdministration } from './helpers';
import { baseUrl } from './people';

/** The register these tests label: their own, so no other file's records are hidden. */
const ACCOUNTS = 'Ledger';
const SOURCE = 'erp';
const PEER = 'LedgerPeer';

/** Writes one record at a time (matched at once, unlike the bulk load) and answers its etalon id. */
async function write(
  api: AdminApi,
  externalId: string,
  attributes: Record<string, unknown>,
  peers: string[] = [],
): Promise<string> {
  const written = await api.records.POST('/api/meta-data-driven/v1/data', {
    body: {
      entityName: ACCOUNTS,
      sourceSystem: SOURCE,
      externalId,
      attributes,
      relations: peers.length ? { [PEER]: peers.map((toEtalonId) => ({ toEtalonId })) } : undefined,
    },
  });
  if (!written.data?.etalonId) fail(`write ${externalId}`, written);
  return written.data.etalonId;
}

test('an administrator labels a register, gives a role an instance, and its steward sees only its records', async ({
  page,
}) => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: ACCOUNTS,
      displayName: 'Ledger',
      customProperties: { description_field: 'name' },
      attributes: [
        { name: 'name', displayName: 'Name', type: 'String' },
        { name: 'region', displayName: 'Region', type: 'String' },
        { name: 'priority', displayName: 'Priority', type: 'Boolean' },
      ],
    },
    [{ name: SOURCE, weight: 40 }],
  );
  await ensureRelation(api, {
    name: PEER,
    displayName: 'Peer',
    from: ACCOUNTS,
    to: ACCOUNTS,
    type: 'MANY_TO_MANY',
  });
  // Records of one name wait in a cluster for a steward.
  const matching = await api.matching.POST('/api/v2/matching/models/save', {
    body: {
      model: {
        entityName: ACCOUNTS,
        sets: [
          {
            name: 'ledger',
            displayName: 'Ledger',
            rules: [
              {
                name: 'sameName',
                displayName: 'Same name',
                action: 'REVIEW',
                comparisons: [{ attribute: 'name', type: 'EXACT' }],
              },
            ],
          },
        ],
      },
    },
  });
  if (!matching.data) fail('save the matching model of Ledger', matching);
  // Labels of earlier runs on the register would hide its records from this run's steward.
  const labels = await api.core.GET('/api/v2/core/security-labels');
  for (const old of labels.data?.labels ?? []) {
    if (old.entityName === ACCOUNTS) {
      await api.core.DELETE('/api/v2/core/security-labels/{name}', {
        params: { path: { name: old.name } },
      });
    }
  }
  // Regions of this run alone, so earlier runs' records do not count.
  const run = Date.now();
  const north = `North-${run}`;
  const south = `South-${run}`;
  await load(api, [
    {
      entityName: ACCOUNTS,
      sourceSystem: SOURCE,
      externalId: `A-${run}-1`,
      attributes: { name: `Nord ${run}`, region: north, priority: true },
    },
    {
      entityName: ACCOUNTS,
      sourceSystem: SOURCE,
      externalId: `A-${run}-2`,
      attributes: { name: `Polar ${run}`, region: north, priority: false },
    },
    {
      entityName: ACCOUNTS,
      sourceSystem: SOURCE,
      externalId: `A-${run}-3`,
      attributes: { name: `Sud ${run}`, region: south, priority: true },
    },
  ]);
  // Two twins, one in each region: their cluster holds a record the steward may not see. Two
  // north namesakes: a cluster wholly the steward's. And the north's Nord is linked to the
  // north's Polar and to the south's Sud.
  const [polar = '', sud = ''] = await Promise.all(
    [`A-${run}-2`, `A-${run}-3`].map(async (key) => {
      const found = await fetch(
        `${baseUrl()}/api/meta-data-driven/v1/data/${ACCOUNTS}/${SOURCE}/${key}`,
        {
          headers: api.headers,
        },
      );
      return ((await found.json()) as { etalonId: string }).etalonId;
    }),
  );
  await write(api, `A-${run}-1`, { name: `Nord ${run}`, region: north, priority: true }, [
    polar,
    sud,
  ]);
  await write(api, `A-${run}-4`, { name: `Twin ${run}`, region: north });
  await write(api, `A-${run}-5`, { name: `Twin ${run}`, region: south });
  await write(api, `A-${run}-6`, { name: `Pair ${run}`, region: north });
  await write(api, `A-${run}-7`, { name: `Pair ${run}`, region: north });
  const role = `steward_${run}`;
  const created = await api.core.POST('/api/v2/core/roles', {
    body: { name: role, rights: [{ resource: ACCOUNTS, rights: ['READ'] }] },
  });
  if (!created.data) fail('create the role', created);
  const password = `steward-password-${run}`;
  const user = await api.core.POST('/api/v2/core/users', {
    body: { userName: `steward-${run}`, password, fullName: 'Region Steward', roles: [role] },
  });
  if (!user.data) fail('create the steward', user);

  // The label, made in the administration screens.
  await logIn(page);
  await openAdministration(page, 'Security');
  await expect(page).toHaveURL(/\/ui\/security\/labels$/);
  const label = `Region_${run}`;
  await page.getByRole('button', { name: 'New security label' }).click();
  const form = page.getByRole('dialog', { name: 'New security label' });
  await form.getByLabel(/^Name/).fill(label);
  await choose(page, form.getByRole('combobox', { name: /^Register/ }), /^Ledger/);
  await form.getByRole('checkbox', { name: 'Region' }).check();
  await form.getByRole('button', { name: 'Create the label' }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('label-row').filter({ hasText: label });
  await expect(row).toContainText(ACCOUNTS);
  await expectAccessible(page);
  await shot(page, 'security-labels');

  // The role gets an instance of it: the north of this run.
  await page
    .getByRole('navigation', { name: 'Security areas' })
    .getByRole('link', { name: 'Roles' })
    .click();
  await page.getByRole('button', { name: `Edit the label instances of ${role}` }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, dialog.getByLabel('Label'), label);
  await dialog.getByRole('button', { name: 'Add an instance' }).click();
  await dialog.getByLabel(`${ACCOUNTS}.region`).fill(north);
  await expectAccessible(page);
  await shot(page, 'security-role-labels');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-testid="role-row"][data-role="${role}"]`)).toContainText(
    `${label}: region = ${north}`,
  );

  // A user-defined property is defined and deleted in its own area.
  const areas = page.getByRole('navigation', { name: 'Security areas' });
  await areas.getByRole('link', { name: 'User properties' }).click();
  const badge = `badge_${run}`;
  await page.getByLabel(/^Name/).fill(badge);
  await choose(page, page.getByLabel('Type'), 'Integer');
  await page.getByLabel('Read-only').check();
  await page.getByRole('button', { name: 'Create the property' }).click();
  const property = page.locator(`[data-testid="property-row"][data-property="${badge}"]`);
  await expect(property).toContainText('Integer');
  await expectAccessible(page);
  await shot(page, 'security-properties');
  await page
    .getByRole('button', { name: `Delete the property ${badge} and every value of it` })
    .click();
  await confirmIn(page, `Delete the property ${badge}?`, 'Delete');
  await expect(property).toHaveCount(0);

  // The change is in the audit trail.
  await page
    .getByRole('navigation', { name: 'Security areas' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  await choose(page, page.getByLabel('Event type'), 'ROLE_LABELS');
  await expect(page.getByTestId('audit-row').filter({ hasText: role }).first()).toContainText(
    north,
  );
  await expectAccessible(page);
  await shot(page, 'security-audit');

  // The steward finds the north's two accounts of this run, and not the south's.
  await page.getByRole('button', { name: 'Log out' }).click();
  await logIn(page, password, `steward-${run}`);
  await page.goto(`/ui/records/${ACCOUNTS}`);
  await expect(page.getByTestId('total')).toHaveText('5 records');
  await expect(page.getByText(`Nord ${run}`)).toBeVisible();
  await expect(page.getByText(`Sud ${run}`)).toHaveCount(0);
  // The facets count the steward's records only: the south's priority account is not among them.
  const facets = page.getByRole('complementary', { name: 'Values among the matches' });
  await expect(facets.getByRole('button', { name: 'true (1)' })).toBeVisible();
  await expect(facets.getByRole('button', { name: 'false (1)' })).toBeVisible();
  await shot(page, 'security-steward-search');
  // Nord's card shows its link to Polar, not the one to the south's Sud.
  await page.getByText(`Nord ${run}`).click();
  const relations = page.getByTestId('relations');
  await expect(relations).toContainText(`Polar ${run}`);
  await expect(relations).not.toContainText(`Sud ${run}`);
  await shot(page, 'security-steward-relations');
  // Of the clusters, only the north's namesakes: the twins' cluster holds a hidden record.
  await page.getByRole('link', { name: 'Duplicates' }).click();
  await choose(page, page.getByLabel('Register'), 'Ledger');
  await expect(page.getByTestId('cluster-row').filter({ hasText: `Pair ${run}` })).toBeVisible();
  await expect(page.getByTestId('cluster-row').filter({ hasText: `Twin ${run}` })).toHaveCount(0);
  await shot(page, 'security-steward-clusters');
  const hidden = await fetch(
    `${baseUrl()}/api/meta-data-driven/v1/data/${ACCOUNTS}/${SOURCE}/A-${run}-3`,
    { headers: api.headers },
  );
  const southId = ((await hidden.json()) as { etalonId?: string }).etalonId;
  expect(southId).toBeTruthy();
  await page.goto(`/ui/records/${ACCOUNTS}/${southId}`);
  // Every panel of the card answers as for a record that does not exist.
  await expect(page.getByText(/There is no record/).first()).toBeVisible();
  await expect(page.getByText(`Sud ${run}`)).toHaveCount(0);

  // The steward is given an instance of its own, the south: its role's and its own add up.
  await page.getByRole('button', { name: 'Log out' }).click();
  await logIn(page);
  await page.goto('/ui/security/users');
  await page.getByRole('button', { name: `Edit the label instances steward-${run} holds` }).click();
  const own = page.getByRole('dialog');
  await choose(page, own.getByLabel('Label'), label);
  await own.getByRole('button', { name: 'Add an instance' }).click();
  await own.getByLabel(`${ACCOUNTS}.region`).fill(south);
  await own.getByRole('button', { name: 'Save' }).click();
  await expect(own).toBeHidden();
  await expect(page.locator(`[data-testid="user-row"][data-user="steward-${run}"]`)).toContainText(
    `${label}: region = ${south}`,
  );
  await expectAccessible(page);
  await shot(page, 'security-users');
  await page.getByRole('button', { name: 'Log out' }).click();
  await logIn(page, password, `steward-${run}`);
  await page.goto(`/ui/records/${ACCOUNTS}`);
  await expect(page.getByTestId('total')).toHaveText('7 records');
  await expect(
    page
      .getByRole('complementary', { name: 'Values among the matches' })
      .getByRole('button', { name: 'true (2)' }),
  ).toBeVisible();
});
