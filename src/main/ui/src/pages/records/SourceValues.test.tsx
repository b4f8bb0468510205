import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { emptiedBy, SourceValues, type Contribution, type RecordValues } from './SourceValues';

const contribution = (over: Partial<Contribution>): Contribution => ({
  sourceSystem: 'crm',
  externalId: 'c-1',
  value: null,
  emptied: false,
  weight: 50,
  wins: false,
  status: 'ACTIVE',
  updateDate: '2026-11-29T08:00:00Z',
  updatedBy: 'loader',
  ...over,
});

/** A customer whose city the CRM gives and a steward emptied (the platform overrides it). */
const VALUES: RecordValues = {
  etalonId: 'e-1',
  entityName: 'Customer',
  displayName: 'Ivanov',
  active: true,
  validFrom: null,
  validTo: null,
  attributes: [
    {
      name: 'lastName',
      value: 'Ivanov',
      overridden: false,
      contributions: [contribution({ value: 'Ivanov', wins: true })],
    },
    {
      name: 'city',
      value: null,
      overridden: true,
      contributions: [
        contribution({ sourceSystem: 'platform', externalId: 'p-1', emptied: true, weight: 100 }),
        contribution({ value: 'Riga' }),
      ],
    },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('an attribute a steward emptied', () => {
  it('is told by the platform’s override that empties it, and only when the record has no value', () => {
    expect(emptiedBy(VALUES, 'city')).toMatchObject({ sourceSystem: 'platform', emptied: true });
    expect(emptiedBy(VALUES, 'lastName')).toBeUndefined();
    expect(emptiedBy(VALUES, 'unknown')).toBeUndefined();
    expect(emptiedBy(undefined, 'city')).toBeUndefined();
  });

  it('reads "emptied by a steward" as its golden value among the values by source', async () => {
    vi.spyOn(api.data, 'GET').mockResolvedValue({
      data: { record: VALUES },
      error: undefined,
      response: new Response(null, { status: 200 }),
    } as never);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SourceValues
          etalonId="e-1"
          at={null}
          attributes={[
            { name: 'lastName', type: 'String' },
            { name: 'city', displayName: 'City', type: 'String' },
          ]}
        />
      </QueryClientProvider>,
    );
    const table = await screen.findByTestId('source-values');
    const city = table.querySelector('tr[data-attribute="city"]')!;
    const cells = [...city.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells).toEqual(['City', 'emptied by a steward', 'Riga', 'emptied']);
    expect(city.textContent).not.toContain('—');
  });
});

describe('the columns of the sources', () => {
  it('say each source’s weight and last write, print dates as the screens do, and hide a platform key that is the record’s own id', async () => {
    const values: RecordValues = {
      ...VALUES,
      attributes: [
        {
          name: 'born',
          value: '1950-10-31',
          overridden: true,
          contributions: [
            contribution({
              sourceSystem: 'platform',
              externalId: 'e-1',
              value: '1950-10-31',
              wins: true,
              weight: 100,
            }),
            contribution({ value: '1950-11-01', updateDate: '2026-11-20T08:00:00Z' }),
          ],
        },
      ],
    };
    vi.spyOn(api.data, 'GET').mockResolvedValue({
      data: { record: values },
      error: undefined,
      response: new Response(null, { status: 200 }),
    } as never);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SourceValues etalonId="e-1" at={null} attributes={[{ name: 'born', type: 'Date' }]} />
      </QueryClientProvider>,
    );
    const table = await screen.findByTestId('source-values');
    const weights = screen.getAllByTestId('source-weight').map((w) => w.textContent);
    expect(weights[0]).toMatch(/^weight 100 · Nov 29, 2026/);
    expect(weights[1]).toMatch(/^weight 50 · Nov 20, 2026/);
    const headers = [...table.querySelectorAll('th')].map((h) => h.textContent);
    expect(headers.join(' ')).not.toContain('e-1');
    const born = table.querySelector('tr[data-attribute="born"]')!;
    const cells = [...born.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells).toEqual(['born', 'Oct 31, 1950override', 'Oct 31, 1950 ✓', 'Nov 1, 1950']);
  });
});
