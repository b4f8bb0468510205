import { describe, expect, it } from 'vitest';
import type { Problem } from '../../api/errors';
import { fromModel } from './formModel';
import { withoutMended } from './mended';
import { placeProblems, problemsAt } from './problemPaths';

const problem = (source: string): Problem => ({ code: 'X', source, message: source });

const before = fromModel({
  entityName: 'Person',
  sets: [
    {
      name: 'people',
      rules: [
        {
          name: 'close',
          action: 'REVIEW',
          comparisons: [
            { attribute: 'name', type: 'FUZZY', threshold: 2 },
            { attribute: 'born', type: 'EXACT' },
          ],
        },
      ],
    },
  ],
});
const set = before[0]!;
const rule = set.rules[0]!;
const [fuzzy, exact] = rule.comparisons as [
  (typeof rule.comparisons)[0],
  (typeof rule.comparisons)[0],
];
const placed = placeProblems(
  [
    problem('sets[0].rules[0].comparisons[0].threshold'),
    problem('sets[0].rules[0].comparisons[1]'),
    problem('sets[0].rules[0].name'),
    problem('sets[0].name'),
    problem('sets'),
  ],
  before,
);

describe('problems once the steward changes the form', () => {
  it('go with the field changed and stay on the others', () => {
    const after = [
      {
        ...set,
        rules: [{ ...rule, comparisons: [{ ...fuzzy, parameter: '0.8' }, exact] }],
      },
    ];
    const left = withoutMended(placed, before, after)!;
    expect(problemsAt(left, fuzzy.key, 'threshold')).toEqual([]);
    expect(problemsAt(left, exact.key)).toHaveLength(1);
    expect(problemsAt(left, rule.key, 'name')).toHaveLength(1);
    expect(problemsAt(left, set.key, 'name')).toHaveLength(1);
    expect(left.others).toHaveLength(1);
  });

  it('go with a renamed rule, and with a removed element', () => {
    const after = [{ ...set, rules: [{ ...rule, name: 'near', comparisons: [fuzzy] }] }];
    const left = withoutMended(placed, before, after)!;
    expect(problemsAt(left, rule.key, 'name')).toEqual([]);
    expect(problemsAt(left, exact.key)).toEqual([]);
    expect(problemsAt(left, fuzzy.key, 'threshold')).toHaveLength(1);
  });
});

describe('the last problem mended', () => {
  it('leaves no refusal to show', () => {
    const one = placeProblems([problem('sets[0].rules[0].comparisons[0].threshold')], before);
    const after = [
      { ...set, rules: [{ ...rule, comparisons: [{ ...fuzzy, parameter: '0.8' }, exact] }] },
    ];
    expect(withoutMended(one, before, after)).toBeNull();
  });
});
