import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { blankToNull } from './elements';
import { messagesAt, problemsOfField, type PlacedProblem } from './modelPath';

interface Named {
  name?: string | null;
  displayName?: string | null;
  description?: string | null;
}

interface Props<T extends Named> {
  value: T;
  onChange: (next: T) => void;
  problems: PlacedProblem[];
  /** Enumerations have no description. */
  description?: boolean;
  displayName?: boolean;
}

/** Name, display name and description: the fields most elements share. */
export function CommonFields<T extends Named>(props: Props<T>) {
  const { value, onChange, problems, description = true, displayName = true } = props;
  const { t } = useTranslation();
  const own = (field: string) => messagesAt(problemsOfField(problems, field), field);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'start' }}>
      <TextField
        size="small"
        label={t('model.field.name')}
        required
        value={value.name ?? ''}
        onChange={(e) => onChange({ ...value, name: e.target.value })}
        error={!!own('name')}
        helperText={own('name') || t('model.nameHelp')}
      />
      {displayName && (
        <TextField
          size="small"
          label={t('model.field.displayName')}
          value={value.displayName ?? ''}
          onChange={(e) => onChange({ ...value, displayName: blankToNull(e.target.value) })}
        />
      )}
      {description && (
        <TextField
          size="small"
          label={t('model.field.description')}
          value={value.description ?? ''}
          onChange={(e) => onChange({ ...value, description: blankToNull(e.target.value) })}
          sx={{ flex: 1, minWidth: 260 }}
        />
      )}
    </Stack>
  );
}
