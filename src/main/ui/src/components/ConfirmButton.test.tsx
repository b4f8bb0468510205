import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './ConfirmButton';

function button() {
  const onConfirm = vi.fn();
  const onAsk = vi.fn();
  render(
    <ConfirmButton
      size="small"
      aria-label="Delete the label secret"
      title="Delete secret?"
      text="Roles lose it."
      onAsk={onAsk}
      onConfirm={onConfirm}
    >
      Delete
    </ConfirmButton>,
  );
  return { onConfirm, onAsk };
}

describe('the confirm button', () => {
  it('asks before acting, and acts once confirmed', async () => {
    const { onConfirm, onAsk } = button();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the label secret' }));
    expect(onAsk).toHaveBeenCalledOnce();
    const dialog = screen.getByRole('dialog', { name: 'Delete secret?' });
    expect(dialog.textContent).toContain('Roles lose it.');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('does nothing when the question is cancelled', async () => {
    const { onConfirm } = button();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the label secret' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
