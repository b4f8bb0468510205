import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataModel } from '../../api/schemas';
import { AttributesEditor } from './AttributesEditor';
import { CommonFields } from './CommonFields';
import { namesOf, RELATION_TYPES } from './elements';
import type { RelationDef } from './modelApi';
import { messagesAt, problemsOfField, type PlacedProblem } from './modelPath';
import { TargetPicker } from './TargetPicker';

interface Props {
  value: RelationDef;
  onChange: (next: RelationDef) => void;
  problems: PlacedProblem[];
  model: DataModel;
}

/** A relation between two registers, its type and its own attributes. */
export function RelationForm({ value, onChange, problems, model }: Props) {
  const { t } = useTranslation();
  const own = (field: string) => messagesAt(problemsOfField(problems, field), field);
  const registers = namesOf(model, 'entities');
  return (
    <Stack spacing={2}>
      <CommonFields value={value} onChange={onChange} problems={problems} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'start' }}>
        <TargetPicker
          label={t('model.field.from')}
          required
          value={value.from ?? ''}
          options={registers}
          onChange={(from) => onChange({ ...value, from })}
          error={own('from')}
        />
        <TargetPicker
          label={t('model.field.to')}
          required
          value={value.to ?? ''}
          options={registers}
          onChange={(to) => onChange({ ...value, to })}
          error={own('to')}
        />
        <TextField
          select
          size="small"
          required
          label={t('model.field.relationType')}
          value={value.type ?? ''}
          onChange={(e) => onChange({ ...value, type: e.target.value })}
          error={!!own('type')}
          helperText={own('type') || undefined}
          sx={{ minWidth: 200 }}
        >
          {RELATION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`model.relationType.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <AttributesEditor
        owner={value.name ?? ''}
        attributes={value.attributes ?? []}
        onChange={(attributes) => onChange({ ...value, attributes })}
        problems={problems}
        model={model}
      />
    </Stack>
  );
}
