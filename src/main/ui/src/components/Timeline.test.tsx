import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TimelinePeriod } from '../api/schemas';
import { Timeline } from './Timeline';

const periods: TimelinePeriod[] = [
  {
    dateFrom: null,
    dateTo: '2019-12-31T23:59:59.999Z',
    active: true,
    contributors: [{ sourceSystem: 'erp', externalId: 'E-1', revision: 1, status: 'ACTIVE' }],
  },
  {
    dateFrom: '2020-01-01T00:00:00Z',
    dateTo: '2022-12-31T23:59:59.999Z',
    active: false,
    contributors: [{ sourceSystem: 'crm', externalId: 'C-1', revision: 2, status: 'ACTIVE' }],
  },
];

describe('Timeline', () => {
  it('offers each golden period as a button naming its span, state and sources', () => {
    render(<Timeline periods={periods} selected={0} onSelect={() => {}} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'the beginning to Dec 31, 2019: erp / E-1',
      'Jan 1, 2020 to Dec 31, 2022 (inactive): crm / C-1',
    ]);
    expect(buttons[0]).toHaveProperty('ariaPressed', 'true');
    expect(screen.getByText('Golden record')).toBeTruthy();
    expect(screen.getByText('crm / C-1')).toBeTruthy();
  });

  it('hatches inactive periods', () => {
    const { container } = render(<Timeline periods={periods} selected={-1} onSelect={() => {}} />);
    const fills = [...container.querySelectorAll('rect[rx]')].map((r) => r.getAttribute('fill'));
    expect(fills.filter((f) => f === 'url(#inactive)')).toHaveLength(2);
  });

  it('chooses a period by click and by keyboard', () => {
    const chosen = vi.fn();
    render(<Timeline periods={periods} selected={0} onSelect={chosen} />);
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(second!);
    fireEvent.keyDown(first!, { key: 'Enter' });
    fireEvent.keyDown(second!, { key: ' ' });
    fireEvent.keyDown(second!, { key: 'a' });
    expect(chosen.mock.calls).toEqual([[1], [0], [1]]);
  });
});
