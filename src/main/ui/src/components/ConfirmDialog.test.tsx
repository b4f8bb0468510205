import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function ask() {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      title="Delete the directory corp?"
      text="Its users can no longer log in through it."
      confirm="Delete"
      danger
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose };
}

/** Every source file of the UI (tests included), by its path. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory()
      ? name === 'generated'
        ? []
        : sources(path)
      : /\.tsx?$/.test(name)
        ? [path]
        : [];
  });
}

describe('the confirmation dialog', () => {
  it('is a dialog named by its question, saying what will happen, with focus on Cancel', () => {
    ask();
    const dialog = screen.getByRole('dialog', { name: 'Delete the directory corp?' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Its users can no longer log in through it.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('acts only on its confirm button', async () => {
    const { onConfirm, onClose } = ask();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without acting on Cancel and on Escape', async () => {
    const { onConfirm, onClose } = ask();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('the UI', () => {
  it('never asks with the browser’s own dialogs (window.confirm, alert, prompt)', () => {
    const native = /\b(window\.)?(confirm|alert|prompt)\s*\(/;
    const offenders = sources('src').filter((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        // Comments may name them; code may not call them.
        .some((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && native.test(line)),
    );
    expect(offenders).toEqual([]);
  });
});
