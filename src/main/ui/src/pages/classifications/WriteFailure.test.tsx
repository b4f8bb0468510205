import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { fieldProblems, WriteFailure } from './WriteFailure';

describe('a classification write that failed', () => {
  it('places the problems by field, and shows those of no field', () => {
    const error = new ApiError(400, [
      { source: 'classifications.colour[0].validFrom', message: 'too late', code: 'X' },
      { source: 'classifications.colour[0].nodeId', message: 'no such node', code: 'X' },
    ]);
    const { problems, message } = fieldProblems(error);
    expect(message('validFrom')).toBe('too late');
    expect(message('sourceSystem')).toBe('');
    render(<WriteFailure others={problems.node!} error={error} />);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['no such node']);
  });

  it('shows a failure that is no problem list', () => {
    render(<WriteFailure others={[]} error={new Error('offline')} />);
    expect(screen.getByRole('alert').textContent).toContain('offline');
  });

  it('shows nothing without a failure', () => {
    render(<WriteFailure others={[]} error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
