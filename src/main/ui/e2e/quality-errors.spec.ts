import { expect, test } from './test';
import { adminApi, ensureRegister, fail, load, type AdminApi } from './api';
import { choose, expectAccessible, logIn, shot } from './helpers';

/**
 * A steward's view of data quality: a register of these tests' own with two rules of the golden
 * record's phase (a RED one: the e-mail is given; a YELLOW one: the phone is digits), records
 * loaded with and without errors; the card, the editor and the search show them.
 */
const RUN = Date.now().toString(36);
const CUSTOMERS = `Buyer_${RUN}`;
const LABEL = `Buyer ${RUN}`;
const EMAIL_RULE = `email_${RUN}`;
const PHONE_RULE = `phone_${RUN}`;
const SET = `buyers_${RUN}`;

/** Name, e-mail and phone of each record loaded: 3 without e-mail, 2 with a bad phone (1 both). */
const BUYERS: [string, string | null, string][] = [
  ['Ivanova Olga', null, '+7 900 111 22 33'],
  ['Petrov Ilya', null, 'call me'],
  ['Sidorova Maria', null, '+7 900 333 44 55'],
  ['Kuznetsov Pavel', 'pavel@example.org', 'n/a'],
  ['Smirnov Oleg', 'oleg@example.org', '+7 900 555 66 77'],
  ['Popova Daria', 'daria@example.org', '+7 900 777 88 99'],
];

let olga = '';

/** The published quality model with this run's rules, set and assignment added. */
async function publishRules(api: AdminApi) {
  const rule = (
    name: string,
    functionName: string,
    severity: 'RED' | 'YELLOW',
    message: string,
  ) => ({
    name,
    displayName: name === EMAIL_RULE ? 'E-mail given' : 'Phone is digits',
    functionName,
    mode: 'VALIDATE' as const,
    runCondition: { sourceSystems: [], phase: 'ETALON' as const },
    validation: { raisePort: 'Результат', messageText: message, severity, score: 10 },
  });
  for (let attempt = 0; ; attempt++) {
    const read = await api.dq.GET('/api/v2/dq/model');
    if (!read.data) fail('read the quality model', read);
    const model = read.data.model!;
    model.rules = [
      ...(model.rules ?? []),
      rule(EMAIL_RULE, 'IsNotEmpty', 'RED', 'The e-mail is missing'),
      rule(PHONE_RULE, 'MatchesPattern', 'YELLOW', 'The phone is not a number'),
    ];
    model.sets = [
      ...(model.sets ?? []),
      {
        name: SET,
        displayName: `Buyers ${RUN}`,
        mappings: [
          { ruleName: EMAIL_RULE, inputs: [{ portName: 'value', path: 'email' }] },
          {
            ruleName: PHONE_RULE,
            inputs: [
              { portName: 'value', path: 'phone' },
              { portName: 'pattern', constant: '\\+?[0-9 ]+' },
            ],
          },
        ],
      },
    ];
    model.assignments = [...(model.assignments ?? []), { entityName: CUSTOMERS, setNames: [SET] }];
    const saved = await api.dq.POST('/api/v2/dq/model/save', { body: { model } });
    if (saved.data) return;
    // another run published meanwhile: read it again
    if (saved.response.status !== 409 || attempt > 4) fail('publish the quality rules', saved);
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: CUSTOMERS,
      displayName: LABEL,
      attributes: [
        { name: 'name', displayName: 'Name', type: 'String' },
        { name: 'email', displayName: 'E-mail', type: 'String' },
        { name: 'phone', displayName: 'Phone', type: 'String' },
      ],
      customProperties: { description_field: 'name' },
    },
    [{ name: 'crm', weight: 50 }],
  );
  await publishRules(api);
  await load(
    api,
    BUYERS.map(([name, email, phone], i) => ({
      entityName: CUSTOMERS,
      sourceSystem: 'crm',
      externalId: `b${i}`,
      attributes: { name, ...(email ? { email } : {}), phone },
    })),
  );
  const read = await api.records.GET('/api/meta-data-driven/v1/data/{entityName}/{sourceSystem}', {
    params: { path: { entityName: CUSTOMERS, sourceSystem: 'crm' }, query: { externalId: 'b0' } },
  });
  if (!read.data) fail('read Olga', read);
  olga = read.data.etalonId!;
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('the card shows the record’s errors, and each beside the value it is about', async ({
  page,
}) => {
  await page.goto(`/ui/records/${CUSTOMERS}/${olga}`);
  const quality = page.getByRole('region', { name: 'Data quality' });
  await expect(quality.getByTestId('quality-count')).toHaveText(
    '1 error from 2 rules run on this version.',
  );
  const row = quality.locator(`[data-rule="${EMAIL_RULE}"]`);
  await expect(row).toHaveAttribute('data-severity', 'RED');
  await expect(row).toContainText('Error');
  await expect(row).toContainText('E-mail given');
  await expect(row).toContainText('The e-mail is missing');
  await expect(row).toContainText('E-mail');
  const golden = page.getByTestId('golden-values');
  await expect(golden.locator('[data-attribute="email"]').getByTestId('quality-marks')).toHaveText(
    'Error: The e-mail is missing (E-mail given)',
  );
  await expect(golden.locator('[data-attribute="phone"]').getByTestId('quality-marks')).toHaveCount(
    0,
  );
  await expectAccessible(page);
  await shot(page, 'quality-record-card');
});

test('the records with errors of a register, counted by severity and rule, narrowed by a count', async ({
  page,
}) => {
  await page.goto(`/ui/records/${CUSTOMERS}`);
  await expect(page.getByTestId('total')).toHaveText('6 records');
  await choose(
    page,
    page.getByTestId('quality-filter').getByRole('combobox', { name: 'Data quality' }),
    'Records with errors',
  );
  await expect(page.getByTestId('total')).toHaveText('4 records');
  const counts = page.getByRole('complementary', { name: 'Errors among the matches' });
  await expect(counts.locator('[data-facet-severity="RED"]')).toHaveText('Error (3)');
  await expect(counts.locator('[data-facet-severity="YELLOW"]')).toHaveText('Warning (2)');
  await expect(counts.locator(`[data-facet-rule="${EMAIL_RULE}"]`)).toHaveText('E-mail given (3)');
  await expect(counts.locator(`[data-facet-rule="${PHONE_RULE}"]`)).toHaveText(
    'Phone is digits (2)',
  );
  await expectAccessible(page);
  await shot(page, 'quality-records-with-errors');

  // A rule's count narrows the search to its records, and the address keeps the choice.
  await counts.locator(`[data-facet-rule="${PHONE_RULE}"]`).click();
  await expect(page.getByTestId('total')).toHaveText('2 records');
  await expect(page).toHaveURL(new RegExp(`dqRule=${PHONE_RULE}`));
  await expect(page.getByRole('gridcell', { name: 'Petrov Ilya' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Kuznetsov Pavel' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('total')).toHaveText('2 records');
});

test('the editor shows the error at its field, and the published fix clears it', async ({
  page,
}) => {
  await page.goto(`/ui/records/${CUSTOMERS}/${olga}`);
  await page.getByRole('link', { name: 'Edit in a draft' }).click();
  const email = page.locator('[data-attribute-box="email"]');
  await expect(email.getByTestId('quality-marks')).toHaveText(
    'Error: The e-mail is missing (E-mail given)',
  );
  await shot(page, 'quality-editor-marks');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('olga@example.org');
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page).toHaveURL(/\/ui\/drafts\/\d+$/);
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(new RegExp(`/ui/records/${CUSTOMERS}/${olga}$`));
  const quality = page.getByRole('region', { name: 'Data quality' });
  await expect(quality.getByTestId('quality-passed')).toHaveText(
    'All 2 rules run on this version passed.',
  );
  await expect(page.getByTestId('golden-values').getByTestId('quality-marks')).toHaveCount(0);
});
