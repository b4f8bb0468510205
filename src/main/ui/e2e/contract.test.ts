import { describe, expect, it } from 'vitest';
import { operationOf, requestProblems, responseProblems } from './contract';

describe('the contract judge of the browser tests', () => {
  it('finds the operation of a call, literal segments before path variables', () => {
    expect(operationOf('GET', '/api/v2/data/import/12')?.template).toBe('/api/v2/data/import/{id}');
    expect(operationOf('GET', '/api/v2/data/import')?.template).toBe('/api/v2/data/import');
    expect(operationOf('POST', '/api/v2/matching/clusters/c-1/confirm')?.template).toBe(
      '/api/v2/matching/clusters/{clusterId}/confirm',
    );
  });

  it('refuses a call no document has, and a body that does not fit', () => {
    expect(requestProblems('GET', '/api/v2/nowhere', undefined)).toHaveLength(1);
    expect(requestProblems('POST', '/api/v2/search/records', { entityName: 'Client' })).toEqual([]);
    expect(requestProblems('POST', '/api/v2/search/records', { entityName: 7 })).toHaveLength(1);
  });

  it('refuses an undocumented status and an answer that does not fit', () => {
    const path = '/api/v2/search/records';
    expect(responseProblems('POST', path, 418, 'application/json', {})).toHaveLength(1);
    expect(responseProblems('POST', path, 200, 'application/json', { hits: 'none' })).toHaveLength(
      1,
    );
    const fitting = { details: { error: null, info: null, warning: null }, facets: null };
    expect(
      responseProblems('POST', path, 200, 'application/json', {
        ...fitting,
        hits: [],
        searchAfter: null,
        totalCount: 0,
        totalCountExact: true,
      }),
    ).toEqual([]);
  });
});
