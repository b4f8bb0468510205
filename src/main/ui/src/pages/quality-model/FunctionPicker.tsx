import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../api/errors';
import { messages } from '../../components/ProblemText';
import type { QualityFunction } from './formModel';

interface Props {
  functions: QualityFunction[];
  value: string;
  problems?: Problem[];
  onChange(name: string): void;
}

/** Picks a function by its shown name (the system ones, then the model's composites). */
export function FunctionPicker({ functions, value, problems = [], onChange }: Props) {
  const { t } = useTranslation();
  const known = functions.some((f) => f.name === value);
  const group = (kind: QualityFunction['kind']) =>
    functions
      .filter((f) => f.kind === kind)
      .map((f) => (
        <MenuItem key={f.name} value={f.name}>
          {f.displayName}
        </MenuItem>
      ));
  const composites = group('COMPOSITE');
  return (
    <TextField
      select
      size="small"
      label={t('qualityDraft.function')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={problems.length > 0}
      helperText={messages(problems)}
      sx={{ minWidth: 300, alignSelf: 'flex-start' }}
    >
      {value && !known && <MenuItem value={value}>{value}</MenuItem>}
      <ListSubheader>{t('qualityDraft.systemFunctions')}</ListSubheader>
      {group('SYSTEM')}
      {composites.length > 0 && <ListSubheader>{t('qualityDraft.composites')}</ListSubheader>}
      {composites}
    </TextField>
  );
}
