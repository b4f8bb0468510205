import { describe, expect, it } from 'vitest';
import { fromModel, joins, toModel, type MatchingModel } from './formModel';

const model: MatchingModel = {
  entityName: 'Person',
  sets: [
    {
      name: 'people',
      displayName: 'People',
      rules: [
        {
          name: 'names',
          displayName: null,
          action: 'REVIEW',
          comparisons: [
            { attributes: ['first', 'last'], type: 'FUZZY', threshold: 0.8 },
            { attribute: 'born', type: 'DATE_WITHIN', days: null },
          ],
        },
      ],
    },
  ],
};

describe('the form of a matching model', () => {
  it('gives back the model it was made from', () => {
    expect(toModel('Person', fromModel(model))).toEqual({
      entityName: 'Person',
      sets: [
        {
          name: 'people',
          displayName: 'People',
          rules: [
            {
              name: 'names',
              displayName: null,
              action: 'REVIEW',
              comparisons: [
                { attributes: ['first', 'last'], type: 'FUZZY', threshold: 0.8 },
                { attribute: 'born', type: 'DATE_WITHIN' },
              ],
            },
          ],
        },
      ],
    });
  });

  it('sends a parameter as typed, even out of range, for the server to judge', () => {
    const sets = fromModel(model);
    sets[0]!.rules[0]!.comparisons[0]!.parameter = '2';
    const sent = toModel('Person', sets).sets[0]!.rules[0]!.comparisons![0]!;
    expect(sent.threshold).toBe(2);
  });

  it('sends a weighted rule back with its evidence, thresholds and keys as they were', () => {
    const weighted: MatchingModel = {
      entityName: 'Person',
      sets: [
        {
          name: 'people',
          rules: [
            {
              name: 'weighed',
              action: 'AUTO_MERGE',
              type: 'WEIGHTED',
              comparisons: null,
              evidence: [{ attribute: 'last', levels: [{ type: 'EXACT', m: 0.9, u: 0.01 }] }],
              upperThreshold: 12,
              lowerThreshold: 4,
              linkage: 'ACROSS_SOURCES',
              blocking: [{ comparisons: [{ attribute: 'born', type: 'EXACT' }] }],
            },
          ],
        },
      ],
    };
    const sets = fromModel(weighted);
    sets[0]!.rules[0]!.displayName = 'Weighed evidence';
    expect(toModel('Person', sets).sets[0]!.rules[0]).toEqual({
      ...weighted.sets[0]!.rules[0],
      displayName: 'Weighed evidence',
    });
  });

  it('gives each element a key of its own', () => {
    const [a, b] = [fromModel(model)[0]!, fromModel(model)[0]!];
    expect(a.key).not.toBe(b.key);
    const [first, second] = a.rules[0]!.comparisons;
    expect(first!.key).not.toBe(second!.key);
  });

  it('joins attributes for texts and EXACT only', () => {
    expect(joins('FUZZY')).toBe(true);
    expect(joins('EXACT')).toBe(true);
    expect(joins('DATE_WITHIN')).toBe(false);
    expect(joins('SAME_LOOKUP')).toBe(false);
  });
});
