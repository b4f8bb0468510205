import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EnumerationForm } from './EnumerationForm';
import { placeAll } from './modelPath';
import { ProblemSummary } from './ProblemSummary';
import { RelationForm } from './RelationForm';

describe('the other model forms', () => {
  it('show a relation end the model lacks at that end', () => {
    render(
      <RelationForm
        value={{ name: 'owns', from: 'Client', to: 'Nope', type: 'REFERENCES' }}
        onChange={() => {}}
        problems={placeAll([
          {
            code: 'META_RELATION_END_NOT_FOUND',
            source: 'relations[owns].to',
            message: 'No Nope.',
          },
        ])}
        model={{ entities: [{ name: 'Client' }] }}
      />,
    );
    const to = screen.getByRole('combobox', { name: /To register/ });
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('combobox', { name: /From register/ }).getAttribute('aria-invalid'),
    ).toBe('false');
    expect(screen.getByText('No Nope.')).toBeTruthy();
  });

  it('edit an enumeration’s values, a duplicate shown at its value', () => {
    const onChange = vi.fn();
    render(
      <EnumerationForm
        value={{ name: 'Sizes', values: [{ name: 'S' }, { name: 'S' }] }}
        onChange={onChange}
        problems={placeAll([
          {
            code: 'META_ENUM_VALUE_DUPLICATE',
            source: 'enumerations[Sizes].values[S].name',
            message: 'Twice.',
          },
        ])}
      />,
    );
    const first = screen.getByRole('group', { name: 'Value 1' });
    expect(within(first).getByText('Twice.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Value 2' }));
    expect(onChange).toHaveBeenCalledWith({ name: 'Sizes', values: [{ name: 'S' }] });
  });

  it('list every problem with a link to its element', () => {
    render(
      <MemoryRouter>
        <ProblemSummary
          title="Refused"
          problems={placeAll([
            {
              code: 'A',
              source: 'entities[Shelf].attributes[size].enumeration',
              message: 'No enum.',
            },
            { code: 'B', source: 'sourceSystems', message: 'No platform.' },
          ])}
        />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Refused' });
    const link = within(region).getByRole('link', {
      name: /Shelf › attributes\[size\] › enumeration/,
    });
    expect(link.getAttribute('href')).toBe('/?kind=entities&name=Shelf');
    expect(within(region).getByRole('link', { name: 'Source systems' }).getAttribute('href')).toBe(
      '/?kind=sourceSystems',
    );
    expect(region.textContent).toContain('No platform.');
  });
});
