import { expect, test } from './test';
import { adminApi, ensureRegister, fail, load } from './api';
import { expectAccessible, logIn, shot } from './helpers';
import type { WriteRecord } from './people';

/**
 * An administrator weighs the evidence of every attribute: a weighted rule's probabilities are
 * estimated from the register's own records in the draft, and the threshold slider counts what
 * the thresholds would do before they are taken.
 */
const RUN = Date.now().toString(36);
const PEOPLE = `Person_${RUN}`;
const FIRST = ['Anna', 'Boris', 'Vera', 'Ilya', 'Maria', 'Oleg', 'Irina', 'Pavel', 'Olga', 'Lev'];
const LAST = ['Petrov', 'Smirnov', 'Sokolov', 'Popov', 'Volkov', 'Orlov', 'Kozlov', 'Makarov'];

let draftId = 0;

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: PEOPLE,
      displayName: `Person ${RUN}`,
      attributes: [
        { name: 'first', displayName: 'First name', type: 'String' },
        { name: 'last', displayName: 'Last name', type: 'String' },
        { name: 'born', displayName: 'Born', type: 'Date' },
      ],
    },
    [{ name: 'erp', weight: 40 }],
  );
  // 200 people and a duplicate of every fourth, with a letter doubled in the last name.
  // Park and Miller's generator: its products stay below 2^53, exact in a JavaScript number.
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };
  const lines: WriteRecord[] = [];
  for (let i = 0; i < 200; i++) {
    const born = new Date(Date.UTC(1950 + next(50), next(12), 1 + next(28)));
    const person = {
      first: FIRST[next(FIRST.length)]!,
      last: LAST[next(LAST.length)]!,
      born: born.toISOString().slice(0, 10),
    };
    lines.push({
      entityName: PEOPLE,
      sourceSystem: 'erp',
      externalId: `p${i}`,
      attributes: person,
    });
    if (i % 4 === 0) {
      const last = person.last.slice(0, 3) + person.last[2] + person.last.slice(3);
      lines.push({
        entityName: PEOPLE,
        sourceSystem: 'erp',
        externalId: `d${i}`,
        attributes: { ...person, last },
      });
    }
  }
  await load(api, lines);
  const opened = await api.draft.POST('/api/v2/draft/upsert', {
    body: { type: 'matching-model', subjectId: PEOPLE, description: 'weighted' },
  });
  if (!opened.data?.draft) fail('open a matching-model draft', opened);
  draftId = opened.data.draft.draftId;
  const guess = (type: 'EXACT' | 'DATE_SWAPPED') => ({ type, m: 0.4, u: 0.1 });
  const saved = await api.matching.POST('/api/v2/matching/models/save', {
    body: {
      draftId,
      model: {
        entityName: PEOPLE,
        sets: [
          {
            name: 'people',
            displayName: 'Same person',
            rules: [
              {
                name: 'weighed',
                displayName: 'Weighed evidence',
                action: 'AUTO_MERGE',
                type: 'WEIGHTED',
                evidence: [
                  { attribute: 'first', levels: [guess('EXACT')] },
                  {
                    attribute: 'last',
                    levels: [guess('EXACT'), { type: 'JARO_WINKLER', m: 0.4, u: 0.1 }],
                  },
                  { attribute: 'born', levels: [guess('EXACT'), guess('DATE_SWAPPED')] },
                ],
                upperThreshold: 30,
                lowerThreshold: 20,
                blocking: [
                  { comparisons: [{ attribute: 'born', type: 'DATE_SWAPPED' }] },
                  { comparisons: [{ attribute: 'last', type: 'PHONETIC' }] },
                ],
              },
            ],
          },
        ],
      },
    },
  });
  if (!saved.data) fail('save the weighted rule', saved);
});

test('an administrator estimates a weighted rule from the records and sets its thresholds on the preview', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(`/ui/matching-models/${PEOPLE}/drafts/${draftId}`);
  const rule = page.getByRole('region', { name: 'Rule weighed' });
  await expect(rule.getByRole('combobox', { name: 'Rule type' })).toHaveText('Weighted evidence');
  const born = rule.getByRole('group', { name: 'Evidence 3 of the rule weighed' });
  await expect(born.getByTestId('level-weight').first()).toHaveText('weight +2.00');
  await rule.getByRole('button', { name: 'Estimate the weights from the records' }).click();

  await expect(rule.getByTestId('weights-read')).toContainText('Estimated from 250 records');
  // The estimate is in the draft: exact birth dates now weigh far more than the first guess's 2.
  await expect(born.getByTestId('level-weight').first()).not.toHaveText('weight +2.00');
  await expect(born.getByLabel('m (matches)').first()).not.toHaveValue('0.4');
  const counts = rule.getByTestId('threshold-counts');
  await expect(counts).toContainText('At these thresholds:');
  await shot(page, 'weighted-matching-estimated');
  await expectAccessible(page);

  // The slider counts what lower thresholds would do: the duplicates merge, the rest drop.
  const upper = rule.getByRole('slider', { name: 'Upper threshold' });
  const lower = rule.getByRole('slider', { name: 'Lower threshold' });
  await lower.focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowLeft');
  await upper.focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowLeft');
  await expect(counts).toContainText('pairs merge at once');
  await shot(page, 'weighted-matching-thresholds');
  await rule.getByRole('button', { name: /Use the thresholds/ }).click();
  await expect(rule.getByLabel('Upper threshold', { exact: true }).first()).toHaveValue('18');
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByText('Saved into the draft.', { exact: true })).toBeVisible();

  const api = await adminApi();
  const read = await api.matching.GET('/api/v2/matching/models/drafts/{draftId}', {
    params: { path: { draftId } },
  });
  const savedRule = read.data?.model?.sets[0]?.rules[0];
  expect(savedRule?.upperThreshold).toBe(18);
  expect(savedRule?.lowerThreshold).toBe(8);
});
