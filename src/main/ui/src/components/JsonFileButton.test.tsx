import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JsonFileButton } from './JsonFileButton';

describe('the JSON file button', () => {
  it('hands over the chosen file and clears the input for the next choice', async () => {
    const onFile = vi.fn();
    render(<JsonFileButton label="Import" inputLabel="Import a file" onFile={onFile} />);
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('Import a file');
    expect(input.accept).toBe('application/json,.json');
    const file = new File(['{}'], 'roles.json', { type: 'application/json' });
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
  });
});
