import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityDef } from '../../api/schemas';
import { extensions } from '../../extensions/registry';
import { EntityForm } from './EntityForm';
import { placeAll } from './modelPath';

const model = {
  enumerations: [{ name: 'Sizes' }],
  lookupEntities: [{ name: 'Country' }],
  sourceSystems: [{ name: 'platform', weight: 100 }, { name: 'crm' }],
};

/** The form with its own state, as the editor holds it. */
function Editable({ start, onChange }: { start: EntityDef; onChange?: (e: EntityDef) => void }) {
  const [value, setValue] = useState(start);
  return (
    <EntityForm
      kind="entities"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      problems={[]}
      model={model}
    />
  );
}

describe('the form of a register', () => {
  it('shows a refused publish’s problem next to the attribute field it concerns', () => {
    const problems = placeAll([
      {
        code: 'META_ENUMERATION_NOT_FOUND',
        source: 'entities[Shelf].attributes[size].enumeration',
        message: "There is no enumeration 'Sizez' in the model.",
      },
      { code: 'META_NAME_INVALID', source: 'entities[Shelf].name', message: 'Bad name.' },
    ]);
    render(
      <EntityForm
        kind="entities"
        value={{
          name: 'Shelf',
          attributes: [
            { name: 'label', type: 'String' },
            { name: 'size', type: 'Enum', enumeration: 'Sizez' },
          ],
        }}
        onChange={() => {}}
        problems={problems}
        model={model}
      />,
    );
    const second = screen.getByRole('group', { name: 'Attribute 2' });
    const picker = within(second).getByRole('combobox', { name: /Enumeration/ });
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(picker.getAttribute('aria-describedby')!)?.textContent).toBe(
      "There is no enumeration 'Sizez' in the model.",
    );
    const first = screen.getByRole('group', { name: 'Attribute 1' });
    expect(within(first).queryByText(/no enumeration/)).toBeNull();
    expect(screen.getByText('Bad name.')).toBeTruthy();
  });

  it('asks for the target of a type that names one, and drops it for a type that does not', () => {
    const onChange = vi.fn();
    render(<Editable start={{ name: 'Shelf', attributes: [] }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add an attribute' }));
    const group = screen.getByRole('group', { name: 'Attribute 1' });
    expect(within(group).queryByRole('combobox', { name: /Reference set/ })).toBeNull();
    fireEvent.mouseDown(within(group).getByRole('combobox', { name: /Type/ }));
    fireEvent.click(screen.getByRole('option', { name: 'LookupLink' }));
    const picker = within(group).getByRole('combobox', { name: /Reference set/ });
    fireEvent.change(picker, { target: { value: 'Country' } });
    expect(onChange).toHaveBeenLastCalledWith({
      name: 'Shelf',
      attributes: [expect.objectContaining({ type: 'LookupLink', lookupEntity: 'Country' })],
    });
    fireEvent.mouseDown(within(group).getByRole('combobox', { name: /Type/ }));
    fireEvent.click(screen.getByRole('option', { name: 'String' }));
    expect(onChange).toHaveBeenLastCalledWith({
      name: 'Shelf',
      attributes: [expect.objectContaining({ type: 'String', lookupEntity: null })],
    });
  });

  it('takes a weight per source system for an attribute', () => {
    const onChange = vi.fn();
    render(
      <Editable
        start={{ name: 'Shelf', attributes: [{ name: 'a', type: 'String' }] }}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Weight of crm' }), {
      target: { value: '90' },
    });
    expect(onChange).toHaveBeenLastCalledWith({
      name: 'Shelf',
      attributes: [expect.objectContaining({ sourceWeights: { crm: 90 } })],
    });
  });

  it('lays the attributes out by the MetaModelLayoutSetting of the register', () => {
    extensions.registerModelLayout({
      id: 'form-test',
      entities: ['Laid'],
      groups: [{ title: 'Main', attributes: ['second'] }],
    });
    render(
      <Editable
        start={{
          name: 'Laid',
          attributes: [
            { name: 'first', type: 'String' },
            { name: 'second', type: 'String' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Main' })).toBeTruthy();
    const names = screen
      .getAllByRole('group')
      .map((g) => (within(g).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value);
    expect(names).toEqual(['second', 'first']);
  });

  it('offers a reference set’s code attribute only the types a code may have, and no flags', () => {
    render(
      <EntityForm
        kind="lookupEntities"
        value={{ name: 'Country', codeAttribute: { name: 'alpha2', type: 'String' } }}
        onChange={() => {}}
        problems={[]}
        model={model}
      />,
    );
    const code = screen.getByRole('group', { name: 'Code attribute' });
    expect(within(code).queryByRole('checkbox', { name: 'Required' })).toBeNull();
    fireEvent.mouseDown(within(code).getByRole('combobox', { name: /Type/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['String', 'Integer']);
  });
});
