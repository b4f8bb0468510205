import { describe, expect, it } from 'vitest';
import type { Entity } from '../../model/useModel';
import { conditionsOf, selectionOf, type SearchConditions } from './searchBody';

const clients: Entity = {
  kind: 'register',
  name: 'Client',
  customProperties: { description_field: 'fullName' },
  attributes: [
    { name: 'fullName', type: 'String' },
    { name: 'city', type: 'String' },
    { name: 'score', type: 'Integer' },
  ],
};

const nothingAsked: SearchConditions = {
  entity: clients,
  text: '',
  at: '',
  inactive: false,
  rows: [],
  under: [],
};

describe('selectionOf', () => {
  it('selects a whole register when nothing is asked, in the order the server gives (by name)', () => {
    expect(selectionOf(nothingAsked, [])).toEqual({
      entityName: 'Client',
      text: null,
      filters: null,
      timelineDate: null,
      includeInactive: false,
      classifiedUnder: null,
      sort: null,
    });
  });

  it('takes every condition of the page and its order, and nothing of its paging', () => {
    const selection = selectionOf(
      {
        entity: clients,
        text: 'anna',
        at: '2024-05-01',
        inactive: true,
        rows: [{ attribute: 'score', operator: 'GE', value: '40', to: '' }],
        under: [{ nodeId: 'node-1', classifierName: 'Industry', label: 'Food' }],
      },
      [
        { field: '$description', sort: 'desc' },
        { field: 'city', sort: 'asc' },
      ],
    );
    expect(selection).toEqual({
      entityName: 'Client',
      text: 'anna',
      filters: { attribute: 'score', operator: 'GE', value: 40 },
      timelineDate: '2024-05-01T00:00:00',
      includeInactive: true,
      classifiedUnder: ['node-1'],
      // The name column sorts by the records' names (their display format), not one attribute.
      sort: [
        { attribute: '$displayName', order: 'DESC' },
        { attribute: 'city', order: 'ASC' },
      ],
    });
    for (const paging of ['limit', 'offset', 'searchAfter', 'facets', 'returnAttributes']) {
      expect(selection).not.toHaveProperty(paging);
    }
  });

  it('has the conditions the grid searches with', () => {
    const asked = { ...nothingAsked, text: 'Kazan' };
    expect(selectionOf(asked, [])).toMatchObject(conditionsOf(asked)!);
  });

  it('is nothing before a register is chosen', () => {
    expect(selectionOf({ ...nothingAsked, entity: undefined }, [])).toBeNull();
  });
});
