import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CommonFields } from './CommonFields';
import type { SourceSystemDef } from './modelApi';
import { messagesAt, problemsOfField, type PlacedProblem } from './modelPath';

interface Props {
  value: SourceSystemDef;
  onChange: (next: SourceSystemDef) => void;
  problems: PlacedProblem[];
}

/** A source system and its weight (0–100: consolidation prefers the heavier source). */
export function SourceSystemForm({ value, onChange, problems }: Props) {
  const { t } = useTranslation();
  const error = messagesAt(problemsOfField(problems, 'weight'), 'weight');
  return (
    <Stack spacing={2}>
      <CommonFields value={value} onChange={onChange} problems={problems} displayName={false} />
      <TextField
        size="small"
        type="number"
        label={t('model.field.weight')}
        value={value.weight ?? ''}
        onChange={(e) =>
          onChange({ ...value, weight: e.target.value === '' ? null : Number(e.target.value) })
        }
        error={!!error}
        helperText={error || t('model.weightHelp')}
        slotProps={{ htmlInput: { min: 0, max: 100 } }}
        sx={{ width: 220 }}
      />
    </Stack>
  );
}
