import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../api/errors';
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
  const common = {
    size: 'small' as const,
    label,
    required,
    value: textOf(value),
    error: problems.length > 0,
    helperText: messages(problems),
    onChange: (e: { target: { value: string } }) => onChange(constantOf(type, e.target.value)),
    sx: { minWidth: 220, alignSelf: 'flex-start' },
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
  const input =
    type === 'DATE'
      ? 'date'
      : type === 'TIMESTAMP'
        ? 'datetime-local'
        : type === 'INTEGER' || type === 'NUMBER'
          ? 'number'
          : 'text';
  const shrink = input === 'date' || input === 'datetime-local' ? { shrink: true } : undefined;
  return <TextField {...common} type={input} slotProps={{ inputLabel: shrink }} />;
}
