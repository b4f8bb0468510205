import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { placeAll } from './modelPath';
import { SourceSystemForm } from './SourceSystemForm';

describe('the form of a source system', () => {
  it('shows a weight out of range at the weight, and sends a number', () => {
    const onChange = vi.fn();
    render(
      <SourceSystemForm
        value={{ name: 'crm', weight: 120 }}
        onChange={onChange}
        problems={placeAll([
          {
            code: 'META_WEIGHT_OUT_OF_RANGE',
            source: 'sourceSystems[crm].weight',
            message: 'A weight is 0 to 100.',
          },
        ])}
      />,
    );
    const weight = screen.getByRole('spinbutton', { name: 'Weight' });
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A weight is 0 to 100.')).toBeTruthy();
    fireEvent.change(weight, { target: { value: '70' } });
    expect(onChange).toHaveBeenCalledWith({ name: 'crm', weight: 70 });
  });
});
