import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Entity } from '../../model/useModel';
import { CompareTable } from './CompareTable';
import { selectedIds } from './MergeSelected';

const COMPANY = {
  kind: 'register',
  name: 'Company',
  customProperties: { description_field: 'name' },
  attributes: [
    { name: 'name', displayName: 'Name', type: 'String' },
    { name: 'inn', displayName: 'INN', type: 'String' },
  ],
} as Entity;
const RECORDS = [
  { etalonId: 'a', displayName: 'Acme Trading', attributes: { name: 'Acme Trading', inn: '7701' } },
  { etalonId: 'b', displayName: 'Acme Tradng', attributes: { name: 'Acme Tradng', inn: '7701' } },
];

function renderTable(winner: string, onWinner = vi.fn(), onTakeOut = vi.fn()) {
  render(
    <MemoryRouter>
      <CompareTable
        entity={COMPANY}
        records={RECORDS}
        winner={winner}
        onWinner={onWinner}
        onTakeOut={onTakeOut}
        busy={false}
      />
    </MemoryRouter>,
  );
}

describe('CompareTable', () => {
  it('puts a column per record and marks the rows whose values differ', () => {
    renderTable('a');
    expect(screen.getByRole('link', { name: 'Acme Trading' }).getAttribute('href')).toBe(
      '/records/Company/a',
    );
    const name = screen.getByRole('rowheader', { name: /Name/ }).closest('tr')!;
    expect(name.dataset.differs).toBe('true');
    expect(name.textContent).toContain('(differs)');
    const inn = screen.getByRole('rowheader', { name: 'INN' }).closest('tr')!;
    expect(inn.dataset.differs).toBe('false');
  });

  it('offers a winner radio and a take-out button per record, named after it', () => {
    const onWinner = vi.fn();
    const onTakeOut = vi.fn();
    renderTable('a', onWinner, onTakeOut);
    expect(screen.getByLabelText('Keep Acme Trading as the winner')).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByLabelText('Keep Acme Tradng as the winner'));
    expect(onWinner).toHaveBeenCalledWith('b');
    fireEvent.click(screen.getByRole('button', { name: 'Take Acme Tradng out of the cluster' }));
    expect(onTakeOut).toHaveBeenCalledWith(RECORDS[1]);
  });
});

describe('the compare table’s dates', () => {
  it('prints a date and a moment as the screens print them, not as ISO text', () => {
    const person = {
      kind: 'register',
      name: 'Person',
      attributes: [
        { name: 'birthDate', displayName: 'Birth date', type: 'Date' },
        { name: 'seenAt', displayName: 'Seen', type: 'Timestamp' },
      ],
    } as Entity;
    render(
      <MemoryRouter>
        <CompareTable
          entity={person}
          records={[
            { etalonId: 'p', displayName: 'P', attributes: { birthDate: '1990-03-05' } },
            { etalonId: 'q', displayName: 'Q', attributes: { seenAt: '2026-11-30T10:05:00' } },
          ]}
          winner="p"
          onWinner={vi.fn()}
          onTakeOut={vi.fn()}
          busy={false}
        />
      </MemoryRouter>,
    );
    const birth = screen.getByRole('rowheader', { name: /Birth date/ }).closest('tr')!;
    expect(birth.textContent).toContain('Mar 5, 1990');
    expect(birth.textContent).not.toContain('1990-03-05');
    const seen = screen.getByRole('rowheader', { name: /Seen/ }).closest('tr')!;
    expect(seen.textContent).toMatch(/Nov 30, 2026, 10:05\sAM/);
  });
});

describe('the search selection', () => {
  const hits = ['x', 'y', 'z'].map((etalonId) => ({
    etalonId,
    displayName: etalonId,
    attributes: {},
    matched: null,
    score: 1,
  }));
  it('reads chosen rows, and "all but" selections of the rows shown', () => {
    expect(selectedIds({ type: 'include', ids: new Set(['y', 'q']) }, hits)).toEqual(['y', 'q']);
    expect(selectedIds({ type: 'exclude', ids: new Set(['y']) }, hits)).toEqual(['x', 'z']);
  });
});
