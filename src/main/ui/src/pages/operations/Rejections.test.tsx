import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';
import { Rejections } from './Rejections';
import { StateChip } from './StateChip';

describe('the rejected lines of a load', () => {
  it('show each line once with every reason', () => {
    render(
      <Rejections
        rejections={[
          {
            line: 2,
            errors: [
              {
                code: 'DATA_ATTRIBUTE_WRONG_TYPE',
                source: 'attributes.price',
                message: 'Not a number.',
              },
              { code: 'DATA_ATTRIBUTE_UNKNOWN', source: 'attributes.colour', message: 'No such.' },
            ],
          },
          {
            line: 7,
            errors: [{ code: 'DATA_IMPORT_LINE_MALFORMED', source: null, message: 'Not JSON.' }],
          },
        ]}
      />,
    );
    const rows = screen.getAllByTestId('rejection');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'DATA_ATTRIBUTE_WRONG_TYPE', 'attributes.price', 'Not a number.']);
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe('');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', 'DATA_IMPORT_LINE_MALFORMED', '—', 'Not JSON.']);
  });

  it('say so when there are none', () => {
    render(<Rejections rejections={[]} />);
    expect(screen.getByText('No line was rejected.')).toBeTruthy();
  });

  it('say why they are gone when a depersonalization removed them', () => {
    render(<Rejections rejections={[]} removed="2026-12-01T06:50:00Z" />);
    expect(screen.queryByText('No line was rejected.')).toBeNull();
    expect(
      screen.getByText(/The rejected lines were removed on .*depersonalization in place/),
    ).toBeTruthy();
  });
});

describe('a progress bar', () => {
  it('is named and shows the share done', () => {
    render(<ProgressBar value={40} state="RUNNING" name="load 3" />);
    const bar = screen.getByRole('progressbar', { name: 'Progress of load 3' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40 %')).toBeTruthy();
  });

  it('moves without a value while the work runs, and is empty while it waits', () => {
    const { rerender } = render(<ProgressBar value={null} state="RUNNING" name="load 3" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBeNull();
    rerender(<ProgressBar value={null} state="QUEUED" name="load 3" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});

describe('a state', () => {
  it('is said in words', () => {
    render(<StateChip state="FAILED" />);
    expect(screen.getByText('Failed')).toBeTruthy();
  });
});
