import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Entity } from '../../model/useModel';
import { AssignmentDialog } from './AssignmentDialog';
import { assignmentOf, formOf, missingOf } from './assignmentForm';
import type { useAssignmentNames } from './assignmentNames';

const entities: Entity[] = [
  {
    name: 'Supplier',
    displayName: 'Suppliers',
    kind: 'register',
    attributes: [{ name: 'country', displayName: 'Country', type: 'String' }],
  },
  { name: 'Currency', displayName: 'Currencies', kind: 'referenceSet' },
] as Entity[];

const names = {
  entities,
  processes: [{ processId: 'draftPublishingApproval', displayName: 'Draft publishing approval' }],
  roles: [
    { name: 'ADMIN', displayName: 'Administrators' },
    { name: 'steward', displayName: 'Data stewards' },
  ],
  entityOf: (name: string | null | undefined) => entities.find((e) => e.name === name),
} as unknown as ReturnType<typeof useAssignmentNames>;

function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('the assignment form', () => {
  it(
    'assigns a process to a register by its display name, with roles, operations and a condition',
    { timeout: 30_000 },
    async () => {
      const onSave = vi.fn();
      render(
        <AssignmentDialog assignment={null} names={names} onSave={onSave} onClose={() => {}} />,
      );
      const add = screen.getByRole('button', { name: 'Add an assignment' }) as HTMLButtonElement;
      expect(add.disabled).toBe(true);

      fireEvent.keyDown(screen.getByRole('combobox', { name: 'Register or reference set' }), {
        key: 'ArrowDown',
      });
      const list = screen.getByRole('listbox');
      expect(within(list).getByText('Registers')).toBeTruthy();
      expect(within(list).getByText('Reference sets')).toBeTruthy();
      fireEvent.click(within(list).getByRole('option', { name: 'Suppliers' }));
      choose('Process', 'Draft publishing approval');
      fireEvent.keyDown(screen.getByRole('combobox', { name: 'Approver roles' }), {
        key: 'ArrowDown',
      });
      fireEvent.click(screen.getByRole('option', { name: 'Data stewards' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Update' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Create' }));
      fireEvent.click(
        screen.getByRole('checkbox', { name: 'Only records with certain values of an attribute' }),
      );
      expect(add.disabled).toBe(true);
      fireEvent.keyDown(screen.getByRole('combobox', { name: 'Attribute' }), { key: 'ArrowDown' });
      fireEvent.click(screen.getByRole('option', { name: 'Country (country)' }));
      fireEvent.blur(screen.getByRole('combobox', { name: 'Attribute' }));
      const values = screen.getByRole('combobox', { name: 'Values' });
      fireEvent.change(values, { target: { value: 'RU' } });
      fireEvent.keyDown(values, { key: 'Enter' });
      fireEvent.click(add);

      await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
      expect(onSave.mock.calls[0]![0]).toEqual({
        entityName: 'Supplier',
        processId: 'draftPublishingApproval',
        approvers: ['steward'],
        operations: ['CREATE', 'UPDATE'],
        condition: { attribute: 'country', values: ['RU'] },
      });
    },
  );

  it('reads an assignment back as it was, and sends no condition when it is off', () => {
    const a = {
      entityName: 'Currency',
      processId: 'p',
      approvers: [],
      operations: [],
      condition: { attribute: 'code', values: ['USD'] },
    };
    expect(assignmentOf(formOf(a))).toEqual(a);
    expect(assignmentOf({ ...formOf(a), conditional: false }).condition).toBeNull();
    expect(missingOf(formOf(null))).toEqual(['entityName', 'processId']);
    expect(missingOf({ ...formOf(a), values: [' '] })).toEqual(['values']);
  });
});
