import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from './DateField';

/** A field whose value is kept as a form keeps it, shown beside it as the wire would carry it. */
function Form({ kind, initial }: { kind?: 'date' | 'moment'; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField kind={kind} label="Valid from" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('a date field', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows its date as the screens print it and hands on ISO', async () => {
    await i18n.changeLanguage('en');
    render(<Form initial="2026-11-29" />);
    const field = screen.getByLabelText('Valid from');
    expect(field).toHaveProperty('value', 'Nov 29, 2026');

    await userEvent.clear(field);
    await userEvent.type(field, '11/30/2026');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-30');
    await userEvent.tab();
    expect(field).toHaveProperty('value', 'Nov 30, 2026');
  });

  it('reads Russian dates as Russian screens print them', async () => {
    await i18n.changeLanguage('ru');
    render(<Form initial="" />);
    const field = screen.getByLabelText('Valid from');
    await userEvent.type(field, '29.11.2026');
    await userEvent.tab();
    expect(screen.getByTestId('value').textContent).toBe('2026-11-29');
    expect(field).toHaveProperty('value', '29 нояб. 2026 г.');
  });

  it('says at once what is no date, with an example of the format', async () => {
    await i18n.changeLanguage('en');
    render(<Form initial="" />);
    await userEvent.type(screen.getByLabelText('Valid from'), '31/31/2026');
    expect(screen.getByText(/^Not a date: write it as [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe('31/31/2026');
  });

  it('keeps a moment to its minute in the steward’s time', async () => {
    await i18n.changeLanguage('en');
    render(<Form kind="moment" initial="2026-11-29T14:05" />);
    const field = screen.getByLabelText('Valid from') as HTMLInputElement;
    expect(field.value.replace(/\s/g, ' ')).toBe('Nov 29, 2026, 2:05 PM');
    await userEvent.clear(field);
    await userEvent.type(field, '2026-12-01 09:30');
    expect(screen.getByTestId('value').textContent).toBe('2026-12-01T09:30');
  });

  it('is the only date input: no screen uses the browser’s own', () => {
    const native = sources('src').filter((path) =>
      /type="(date|datetime-local)"|'datetime-local'|: 'date',/.test(readFileSync(path, 'utf8')),
    );
    expect(native).toEqual([]);
  });
});
