import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../api/errors';
import { DateField } from '../../components/DateField';
import { messages } from '../../components/ProblemText';
import { constantOf, entryType, textOf, type PortType } from './constants';

interface Props {
  label: string;
  types: PortType[];
  value: unknown;
  problems: Problem[];
  required?: boolean;
  onChange(value: unknown): void;
}

/** A value for a port, entered as its type wants it: a date, a number, yes or no, or text. */
export function ConstantField({ label, types, value, problems, required, onChange }: Props) {
  const { t } = useTranslation();
  const type = entryType(types);
  const base = {
    size: 'small' as const,
    label,
    required,
    error: problems.length > 0,
    helperText: messages(problems),
    sx: { minWidth: 220, alignSelf: 'flex-start' },
  };
  const common = {
    ...base,
    value: textOf(value),
    onChange: (e: { target: { value: string } }) => onChange(constantOf(type, e.target.value)),
  };
  if (type === 'BOOLEAN')
    return (
      <TextField
        select
        {...common}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('qualityDraft.noValue')}</MenuItem>
        <MenuItem value="true">{t('qualityDraft.yes')}</MenuItem>
        <MenuItem value="false">{t('qualityDraft.no')}</MenuItem>
      </TextField>
    );
  if (type === 'DATE' || type === 'TIMESTAMP') {
    return (
      <DateField
        {...base}
        kind={type === 'DATE' ? 'date' : 'moment'}
        value={textOf(value)}
        onChange={(text) => onChange(text)}
      />
    );
  }
  const number = type === 'INTEGER' || type === 'NUMBER';
  return <TextField {...common} type={number ? 'number' : 'text'} />;
}
