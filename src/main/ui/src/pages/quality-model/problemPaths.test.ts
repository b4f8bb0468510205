import { describe, expect, it } from 'vitest';
import type { Problem } from '../../api/errors';
import { elementOf, placeProblems, problemsAt, withoutMended } from './problemPaths';

const positions = new Map([
  ['rules[0]', 'r1'],
  ['sets[0]', 's1'],
  ['sets[0].mappings[1]', 'm2'],
  ['sets[0].mappings[1].inputs[0]', 'i1'],
  ['assignments[0]', 'a1'],
]);

const problem = (source: string): Problem => ({ code: 'X', source, message: source });

describe('the problems of a quality model', () => {
  it('are placed on the deepest element their source names, at its field', () => {
    expect(elementOf('sets[0].mappings[1].inputs[0].path', positions)).toEqual({
      key: 'i1',
      field: 'path',
    });
    expect(elementOf('model.sets[0].mappings[1].ruleName', positions)).toEqual({
      key: 'm2',
      field: 'ruleName',
    });
    expect(elementOf('rules[0].runCondition.sourceSystems[2]', positions)).toEqual({
      key: 'r1',
      field: 'runCondition.sourceSystems',
    });
    expect(elementOf('rules[0]', positions)).toEqual({ key: 'r1', field: '' });
  });

  it('keep apart those of no element', () => {
    const placed = placeProblems(
      [problem('sets[0].mappings[1].inputs[0].path'), problem('sets[3]'), problem('/api/v2/x')],
      positions,
    );
    expect(problemsAt(placed, 'i1', 'path').map((p) => p.source)).toEqual([
      'sets[0].mappings[1].inputs[0].path',
    ]);
    expect(placed.others.map((p) => p.source)).toEqual(['sets[3]', '/api/v2/x']);
  });

  it('go with a change of their element, and stay with the others', () => {
    const placed = placeProblems(
      [problem('rules[0].functionName'), problem('sets[0].name')],
      positions,
    );
    const before = {
      rules: [{ key: 'r1', functionName: 'x' }],
      sets: [{ key: 's1', name: 'a', mappings: [] }],
    };
    const after = { ...before, rules: [{ key: 'r1', functionName: 'y' }] };
    const left = withoutMended(placed, before, after);
    expect(problemsAt(left, 'r1', 'functionName')).toEqual([]);
    expect(problemsAt(left, 's1', 'name')).toHaveLength(1);
    expect(withoutMended(left, after, { ...after, sets: [] })).toBeNull();
  });
});
