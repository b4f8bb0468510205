import { describe, expect, it } from 'vitest';
import type { Problem } from '../../api/errors';
import { parseSource, placeProblems, problemsAt } from './problemPaths';

const problem = (source: string): Problem => ({ code: 'X', source, message: source });

describe('a problem source', () => {
  it('names the set, rule, comparison and field of a model', () => {
    expect(parseSource('sets[0].rules[1].comparisons[2].threshold')).toEqual({
      set: 0,
      rule: 1,
      comparison: 2,
      field: 'threshold',
    });
    expect(parseSource('sets[3].rules[0].action')).toEqual({ set: 3, rule: 0, field: 'action' });
    expect(parseSource('sets[1].name')).toEqual({ set: 1, field: 'name' });
    expect(parseSource('sets[0].rules[0].comparisons[1]')).toEqual({
      set: 0,
      rule: 0,
      comparison: 1,
    });
  });

  it('reads an empty list as a field of the element holding it', () => {
    expect(parseSource('sets[0].rules')).toEqual({ set: 0, field: 'rules' });
    expect(parseSource('sets[2].rules[4].comparisons')).toEqual({
      set: 2,
      rule: 4,
      field: 'comparisons',
    });
    expect(parseSource('sets')).toEqual({ field: 'sets' });
  });

  it('allows the save request’s model. prefix and refuses what is no model path', () => {
    expect(parseSource('model.sets[0].rules[0].name')).toEqual({ set: 0, rule: 0, field: 'name' });
    expect(parseSource('entityName')).toEqual({ field: 'entityName' });
    expect(parseSource('/api/v2/matching/models/save')).toBeNull();
    expect(parseSource('')).toBeNull();
    expect(parseSource('sets[x]')).toBeNull();
  });
});

describe('placing problems', () => {
  const sent = [
    {
      key: 's1',
      rules: [
        { key: 'r1', comparisons: [{ key: 'c1' }, { key: 'c2' }] },
        { key: 'r2', comparisons: [] },
      ],
    },
  ];

  it('puts each on the element of the form it concerns, by the element’s key', () => {
    const placed = placeProblems(
      [
        problem('sets[0].rules[0].comparisons[1].threshold'),
        problem('sets[0].rules[1].name'),
        problem('sets[0].rules[0].comparisons[0]'),
        problem('sets[0].name'),
      ],
      sent,
    );
    expect(problemsAt(placed, 'c2', 'threshold').map((p) => p.source)).toEqual([
      'sets[0].rules[0].comparisons[1].threshold',
    ]);
    expect(problemsAt(placed, 'r2', 'name')).toHaveLength(1);
    expect(problemsAt(placed, 'c1')).toHaveLength(1);
    expect(problemsAt(placed, 's1', 'name')).toHaveLength(1);
    expect(problemsAt(placed, 'c1', 'type')).toEqual([]);
    expect(placed.others).toEqual([]);
  });

  it('keeps problems of the whole model, and of elements the form has not, apart', () => {
    const placed = placeProblems(
      [problem('sets'), problem('sets[5].name'), problem('/api/v2/draft/publish')],
      sent,
    );
    expect(placed.others.map((p) => p.source)).toEqual([
      'sets',
      'sets[5].name',
      '/api/v2/draft/publish',
    ]);
    expect(problemsAt(null, 's1')).toEqual([]);
  });

  it('reads the paths of a weighted rule as fields of the rule', () => {
    expect(parseSource('sets[0].rules[2].evidence[1].levels[0].m')).toEqual({
      set: 0,
      rule: 2,
      field: 'evidence[1].levels[0].m',
    });
    expect(parseSource('sets[1].rules[0].blocking')).toEqual({
      set: 1,
      rule: 0,
      field: 'blocking',
    });
    expect(parseSource('sets[0].rules[0].lowerThreshold')).toEqual({
      set: 0,
      rule: 0,
      field: 'lowerThreshold',
    });
  });
});
