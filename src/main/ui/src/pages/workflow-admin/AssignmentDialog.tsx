import {
  Autocomplete,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { label } from '../../model/useModel';
import { assignmentOf, formOf, missingOf } from './assignmentForm';
import type { useAssignmentNames } from './assignmentNames';
import { OPERATIONS, type ProcessAssignment } from './workflowAdminApi';

/** One assignment of a draft: the register, the process, the approvers, operations, condition. */
export function AssignmentDialog({
  assignment,
  names,
  onSave,
  onClose,
}: {
  assignment: ProcessAssignment | null;
  names: ReturnType<typeof useAssignmentNames>;
  onSave(a: ProcessAssignment): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => formOf(assignment));
  const entity = names.entityOf(form.entityName) ?? null;
  const attributes = (entity?.attributes ?? []).filter((a) => !a.array);
  const attributeLabel = (name: string) => {
    const found = attributes.find((a) => a.name === name);
    return found ? `${label(found)} (${name})` : name;
  };
  // Leaving the field takes its text (a path like `address.city` may be typed): a shown label
  // stands for its attribute's name.
  const nameOf = (text: string) =>
    attributes.find((a) => attributeLabel(a.name ?? '') === text)?.name ?? text.trim();
  const kindLabel = (kind: string) =>
    kind === 'referenceSet'
      ? t('workflowAdmin.assignments.referenceSets')
      : t('workflowAdmin.assignments.registers');
  return (
    <FormDialog
      title={
        assignment
          ? t('workflowAdmin.assignments.editTitle')
          : t('workflowAdmin.assignments.newTitle')
      }
      submitLabel={
        assignment ? t('workflowAdmin.assignments.apply') : t('workflowAdmin.assignments.add')
      }
      pending={false}
      incomplete={missingOf(form).length > 0}
      onSubmit={async () => onSave(assignmentOf(form))}
      onClose={onClose}
    >
      <Autocomplete
        options={names.entities}
        groupBy={(e) => kindLabel(e.kind)}
        getOptionLabel={(e) => label(e)}
        isOptionEqualToValue={(a, b) => a.name === b.name}
        value={entity}
        onChange={(_, e) => setForm({ ...form, entityName: e?.name ?? '', attribute: '' })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('workflowAdmin.assignments.entity')}
            required
            size="small"
          />
        )}
      />
      <TextField
        select
        label={t('workflowAdmin.assignments.process')}
        value={form.processId}
        onChange={(e) => setForm({ ...form, processId: e.target.value })}
        required
        size="small"
      >
        {names.processes.map((p) => (
          <MenuItem key={p.processId} value={p.processId ?? ''}>
            {p.displayName || p.processId}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        options={names.roles.map((r) => r.name ?? '')}
        getOptionLabel={(name) => names.roles.find((r) => r.name === name)?.displayName || name}
        value={form.approvers}
        onChange={(_, approvers) => setForm({ ...form, approvers })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('workflowAdmin.assignments.approvers')}
            helperText={t('workflowAdmin.assignments.approversHelp')}
            size="small"
          />
        )}
      />
      <FormGroup>
        <FormLabel component="legend">{t('workflowAdmin.assignments.operations')}</FormLabel>
        <Stack direction="row">
          {OPERATIONS.map((o) => (
            <FormControlLabel
              key={o}
              label={t(`workflowAdmin.operation.${o}`)}
              control={
                <Checkbox
                  checked={form.operations.includes(o)}
                  onChange={(e) =>
                    setForm({
                      ...form,
                      operations: e.target.checked
                        ? OPERATIONS.filter((x) => x === o || form.operations.includes(x))
                        : form.operations.filter((x) => x !== o),
                    })
                  }
                />
              }
            />
          ))}
        </Stack>
        <FormLabel sx={{ fontSize: '0.8rem' }}>
          {t('workflowAdmin.assignments.operationsHelp')}
        </FormLabel>
      </FormGroup>
      <FormControlLabel
        label={t('workflowAdmin.assignments.conditional')}
        control={
          <Checkbox
            checked={form.conditional}
            onChange={(e) => setForm({ ...form, conditional: e.target.checked })}
          />
        }
      />
      {form.conditional && (
        <Stack direction="row" spacing={2}>
          <Autocomplete
            freeSolo
            options={attributes.map((a) => a.name ?? '')}
            getOptionLabel={attributeLabel}
            autoSelect
            value={form.attribute || null}
            onChange={(_, attribute) => setForm({ ...form, attribute: nameOf(attribute ?? '') })}
            sx={{ flex: 1 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('workflowAdmin.assignments.attribute')}
                required
                size="small"
              />
            )}
          />
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            value={form.values}
            onChange={(_, values) => setForm({ ...form, values: values as string[] })}
            sx={{ flex: 1 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('workflowAdmin.assignments.values')}
                helperText={t('workflowAdmin.assignments.valuesHelp')}
                required
                size="small"
              />
            )}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
