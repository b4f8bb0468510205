import { describe, expect, it } from 'vitest';
import type { Problem } from '../../api/errors';
import { placeProblems } from '../../forms/problems';
import { fieldOf, recordFieldOf } from './fieldProblems';

const fields = new Set([
  'sourceSystem',
  'externalId',
  'name',
  'score',
  'tags',
  'relations.supplies',
]);
const problem = (source: string): Problem => ({ code: 'X', source, message: source });

describe('the field of a problem', () => {
  it('is the attribute its source names', () => {
    expect(fieldOf('attributes.score', fields)).toBe('score');
    expect(fieldOf('attributes.tags[1]', fields)).toBe('tags');
    expect(fieldOf('attributes.name.first', fields)).toBe('name');
  });

  it('is a key field or a relation of the form', () => {
    expect(fieldOf('externalId', fields)).toBe('externalId');
    expect(fieldOf('relations.supplies[0].toEtalonId', fields)).toBe('relations.supplies');
  });

  it('is none for what the form does not show', () => {
    expect(fieldOf('attributes.unknown', fields)).toBeNull();
    expect(fieldOf('draftId', fields)).toBeNull();
    expect(fieldOf('/api/v2/draft/publish', fields)).toBeNull();
    expect(fieldOf('', fields)).toBeNull();
  });
});

describe('placing the problems of a refused write', () => {
  it('puts each by its field, and the others above the form', () => {
    const placed = placeProblems(
      [
        problem('attributes.name'),
        problem('attributes.score'),
        problem('attributes.name'),
        problem('draftId'),
      ],
      fields,
      recordFieldOf,
    );
    expect(Object.keys(placed.fields).sort()).toEqual(['name', 'score']);
    expect(placed.fields.name).toHaveLength(2);
    expect(placed.others.map((p) => p.source)).toEqual(['draftId']);
  });
});
