import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AttributeDef } from '../../api/schemas';
import { DraftForm } from './DraftForm';
import { fromModel, toModel, type SetForm } from './formModel';
import { placeProblems, type PlacedProblems } from './problemPaths';

const attributes: AttributeDef[] = [
  { name: 'name', displayName: 'Name', type: 'String' },
  { name: 'born', displayName: 'Born', type: 'Date' },
];

/** The form as a page holds it: its own state, and the last model it would send. */
function Editing({ start, placed = null }: { start: SetForm[]; placed?: PlacedProblems | null }) {
  const [sets, setSets] = useState(start);
  return (
    <>
      <DraftForm sets={sets} attributes={attributes} placed={placed} onChange={setSets} />
      <output data-testid="sent">{JSON.stringify(toModel('Person', sets))}</output>
    </>
  );
}

const sent = () => JSON.parse(screen.getByTestId('sent').textContent!);

function choose(label: string, option: string, scope: HTMLElement = document.body) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('the matching-model draft form', () => {
  it('starts empty and adds a set with a rule and a comparison', () => {
    render(<Editing start={[]} />);
    expect(screen.getByText('The draft has no sets yet: add one.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add a set' }));

    expect(screen.getByRole('region', { name: 'Set set1' })).toBeTruthy();
    expect(sent().sets).toEqual([
      {
        name: 'set1',
        displayName: null,
        rules: [
          {
            name: 'rule1',
            displayName: null,
            action: 'REVIEW',
            comparisons: [{ type: 'EXACT', attribute: null }],
          },
        ],
      },
    ]);
  });

  it('asks for the parameter the comparison type takes, and sends it as a number', () => {
    render(<Editing start={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a set' }));
    expect(screen.queryByLabelText('Least similarity')).toBeNull();

    choose('Comparison', 'Fuzzy');
    choose('Attributes', 'Name');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.change(screen.getByLabelText('Least similarity'), { target: { value: '0.8' } });

    expect(sent().sets[0].rules[0].comparisons).toEqual([
      { type: 'FUZZY', attribute: 'name', threshold: 0.8 },
    ]);
    choose('Comparison', 'Dates within');
    expect(screen.queryByLabelText('Least similarity')).toBeNull();
    expect(screen.getByLabelText('Most days apart')).toBeTruthy();
  });

  it('shows each refused field’s problem next to it', () => {
    const start = fromModel({
      entityName: 'Person',
      sets: [
        {
          name: 'people',
          rules: [
            {
              name: 'close',
              action: 'REVIEW',
              comparisons: [{ attribute: 'name', type: 'FUZZY', threshold: 2 }],
            },
          ],
        },
      ],
    });
    const placed = placeProblems(
      [
        {
          code: 'MATCHING_PARAMETER_INVALID',
          source: 'sets[0].rules[0].comparisons[0].threshold',
          message: "'threshold' does not fit FUZZY",
        },
        { code: 'MATCHING_NAME_REPEATED', source: 'sets[0].rules[0].name', message: 'twice' },
      ],
      start,
    );
    render(<Editing start={start} placed={placed} />);

    const threshold = screen.getByLabelText('Least similarity');
    expect(threshold.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("'threshold' does not fit FUZZY")).toBeTruthy();
    expect(screen.getByLabelText(/Rule name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Set name/).getAttribute('aria-invalid')).toBe('false');
  });

  it('removes a rule by its button', () => {
    render(<Editing start={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a set' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    expect(sent().sets[0].rules.map((r: { name: string }) => r.name)).toEqual(['rule1', 'rule2']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove the rule rule1' }));

    expect(sent().sets[0].rules.map((r: { name: string }) => r.name)).toEqual(['rule2']);
  });
});
