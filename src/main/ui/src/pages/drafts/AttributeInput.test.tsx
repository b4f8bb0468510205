import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AttributeInput } from './AttributeInput';

describe('an attribute input', () => {
  it('shows the server’s problem next to its field, marked invalid', () => {
    render(
      <AttributeInput
        attribute={{ name: 'score', displayName: 'Score', type: 'Integer', required: true }}
        value="x"
        onChange={() => {}}
        problems={[
          {
            code: 'DATA_ATTRIBUTE_WRONG_TYPE',
            source: 'attributes.score',
            message: 'Not a whole number.',
          },
        ]}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: /Score/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).required).toBe(true);
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Not a whole number.');
  });

  it('chooses an enumeration’s value from the model', () => {
    const onChange = vi.fn();
    render(
      <AttributeInput
        attribute={{ name: 'kind', displayName: 'Kind', type: 'Enum', enumeration: 'Kinds' }}
        enumeration={{
          name: 'Kinds',
          values: [{ name: 'A', displayName: 'Alpha' }, { name: 'B' }],
        }}
        value=""
        onChange={onChange}
        problems={[]}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(screen.getByRole('option', { name: 'Alpha' }));
    expect(onChange).toHaveBeenCalledWith('A');
  });

  it('takes several values for an array', () => {
    const onChange = vi.fn();
    render(
      <AttributeInput
        attribute={{ name: 'tags', displayName: 'Tags', type: 'String', array: true }}
        value={['a']}
        onChange={onChange}
        problems={[]}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'Tags 1' }) as HTMLInputElement).value).toBe('a');
    fireEvent.click(screen.getByRole('button', { name: 'Add a value to Tags' }));
    expect(onChange).toHaveBeenCalledWith(['a', '']);
  });
});
