import {
  Autocomplete,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../api/errors';
import {
  entriesOf,
  messageOf,
  stringsOf,
  type FieldValue,
  type ParameterField,
  type ParameterValues,
} from './jobForm';
import { MapField } from './MapField';
import { DateField } from '../../../components/DateField';

interface Props {
  fields: ParameterField[];
  values: ParameterValues;
  onChange: (name: string, value: FieldValue) => void;
  /** The server's problems by form field (`parameters.<name>`). */
  problems: Record<string, Problem[]>;
}

const INPUT_TYPES: Partial<Record<ParameterField['input'], string>> = {
  integer: 'number',
  number: 'number',
};

/** The parameters of an operation type, each entered as its type, layout and selector have it. */
export function ParameterFields({ fields, values, onChange, problems }: Props) {
  return (
    <Stack spacing={2} data-testid="parameters">
      {fields.map((field) => (
        <ParameterInput
          key={field.name}
          field={field}
          value={values[field.name]}
          onChange={(value) => onChange(field.name, value)}
          problems={problems[`parameters.${field.name}`] ?? []}
        />
      ))}
    </Stack>
  );
}

function ParameterInput({
  field,
  value,
  onChange,
  problems,
}: {
  field: ParameterField;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  problems: Problem[];
}) {
  const { t } = useTranslation();
  const problem = messageOf(problems);
  const help = problem || field.help || (field.readOnly ? t('operations.job.readOnly') : '');
  const common = {
    label: field.label,
    required: field.required,
    disabled: field.readOnly,
    error: !!problem,
    helperText: help || undefined,
    size: 'small' as const,
    fullWidth: true,
  };
  switch (field.input) {
    case 'switch':
      return (
        <div>
          <FormControlLabel
            control={
              <Switch checked={value === true} onChange={(e) => onChange(e.target.checked)} />
            }
            label={field.label}
            disabled={field.readOnly}
          />
          {help && <FormHelperText error={!!problem}>{help}</FormHelperText>}
        </div>
      );
    case 'multiselect': {
      const options = field.options ?? [];
      const chosen = stringsOf(value);
      return (
        <Autocomplete
          multiple
          size="small"
          disabled={field.readOnly}
          options={options.map((o) => o.value)}
          getOptionLabel={(v) => options.find((o) => o.value === v)?.label ?? v}
          value={chosen}
          onChange={(_, next) => onChange(next)}
          noOptionsText={t('operations.job.noChoices')}
          renderInput={(params) => <TextField {...params} {...common} />}
        />
      );
    }
    case 'list':
      return (
        <Autocomplete
          multiple
          freeSolo
          size="small"
          disabled={field.readOnly}
          options={[]}
          value={stringsOf(value)}
          onChange={(_, next) => onChange(next)}
          renderInput={(params) => (
            <TextField {...params} {...common} helperText={help || t('operations.job.listHelp')} />
          )}
        />
      );
    case 'select':
      return (
        <TextField
          {...common}
          select
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        >
          {!field.required && <MenuItem value="">{t('operations.job.byDefault')}</MenuItem>}
          {(field.options ?? []).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'map':
      return (
        <MapField
          field={field}
          entries={entriesOf(value)}
          onChange={onChange}
          problems={problems.map((p) => p.message)}
          help={field.help || (field.readOnly ? t('operations.job.readOnly') : '')}
        />
      );
    case 'date':
    case 'timestamp':
      return (
        <DateField
          {...common}
          kind={field.input === 'date' ? 'date' : 'moment'}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
    default:
      return (
        <TextField
          {...common}
          type={INPUT_TYPES[field.input] ?? 'text'}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{
            htmlInput: field.input === 'integer' ? { step: 1 } : {},
          }}
        />
      );
  }
}
