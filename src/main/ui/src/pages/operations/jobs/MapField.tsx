import {
  Autocomplete,
  Box,
  Button,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { repeatedKeys, type MapEntry, type ParameterField } from './jobForm';

interface Props {
  field: ParameterField;
  entries: MapEntry[];
  onChange: (entries: MapEntry[]) => void;
  /** The server's problems of the parameter, each a sentence. */
  problems: string[];
  /** What is said under the field when nothing is wrong. */
  help: string;
}

type Option = { value: string; label: string };

/**
 * A map parameter: one row per entry, its key and its value. With a selector both are picked from
 * its values (shown by their labels, sent by their names), as a single choice is; a key is offered
 * once. Without one both are typed. The server's problems of the parameter are shown under it.
 */
export function MapField({ field, entries, onChange, problems, help }: Props) {
  const refused = problems.length > 0;
  const { t } = useTranslation();
  const id = useId();
  const repeated = repeatedKeys(entries);
  const name = field.label;
  const change = (at: number, entry: Partial<MapEntry>) =>
    onChange(entries.map((e, i) => (i === at ? { ...e, ...entry } : e)));
  const remove = (at: number) => {
    const left = entries.filter((_, i) => i !== at);
    onChange(left.length > 0 ? left : [{ key: '', value: '' }]);
  };
  return (
    <Box
      component="fieldset"
      aria-describedby={help || refused ? `${id}-help` : undefined}
      data-testid={`map-${field.name}`}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <FormLabel
        component="legend"
        required={field.required}
        error={refused}
        disabled={field.readOnly}
        sx={{ mb: 1, fontSize: '0.875rem' }}
      >
        {name}
      </FormLabel>
      <Stack spacing={1}>
        {entries.map((entry, i) => {
          const number = i + 1;
          const taken = new Set(entries.filter((_, j) => j !== i).map((e) => e.key));
          return (
            <Stack
              key={i}
              direction="row"
              spacing={1}
              data-testid="map-entry"
              sx={{ alignItems: 'flex-start' }}
            >
              <EntryInput
                label={t('operations.job.mapKey')}
                name={t('operations.job.mapKeyOf', { name, number })}
                value={entry.key}
                options={field.options?.filter((o) => !taken.has(o.value)) ?? null}
                disabled={field.readOnly}
                problem={repeated.has(i) ? t('operations.job.mapKeyRepeated') : ''}
                onChange={(key) => change(i, { key })}
              />
              <Typography aria-hidden sx={{ pt: 1, color: 'text.secondary' }}>
                →
              </Typography>
              <EntryInput
                label={t('operations.job.mapValue')}
                name={t('operations.job.mapValueOf', { name, number })}
                value={entry.value}
                options={field.options}
                disabled={field.readOnly}
                problem=""
                onChange={(value) => change(i, { value })}
              />
              {!field.readOnly && (
                <Button
                  color="error"
                  onClick={() => remove(i)}
                  aria-label={t('operations.job.mapRemoveOf', { name, number })}
                  sx={{ mt: 0.25, flexShrink: 0 }}
                >
                  {t('operations.job.mapRemove')}
                </Button>
              )}
            </Stack>
          );
        })}
      </Stack>
      {!field.readOnly && (
        <Button
          size="small"
          onClick={() => onChange([...entries, { key: '', value: '' }])}
          aria-label={t('operations.job.mapAddOf', { name })}
          sx={{ mt: 1 }}
        >
          {t('operations.job.mapAdd')}
        </Button>
      )}
      {(help || refused) && (
        <FormHelperText id={`${id}-help`} error={refused} sx={{ mx: 1.75 }}>
          {refused
            ? // Each problem on a line of its own: a refused map often has one per entry.
              problems.map((message, i) => (
                <Box component="span" key={i} sx={{ display: 'block' }}>
                  {message}
                </Box>
              ))
            : help}
        </FormHelperText>
      )}
    </Box>
  );
}

/**
 * A key or a value of an entry: picked from the options when there are some (a value no longer
 * among them, stored earlier, is still shown, by its name), else typed.
 */
function EntryInput({
  label,
  name,
  value,
  options,
  disabled,
  problem,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: Option[] | null;
  disabled: boolean;
  problem: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const common = {
    label,
    size: 'small' as const,
    fullWidth: true,
    error: !!problem,
    helperText: problem || undefined,
  };
  if (!options) {
    return (
      <TextField
        {...common}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{ htmlInput: { 'aria-label': name } }}
      />
    );
  }
  const offered =
    value && !options.some((o) => o.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  return (
    <Autocomplete
      size="small"
      fullWidth
      disabled={disabled}
      options={offered.map((o) => o.value)}
      getOptionLabel={(v) => offered.find((o) => o.value === v)?.label ?? v}
      value={value || null}
      onChange={(_, next) => onChange(next ?? '')}
      noOptionsText={t('operations.job.noChoices')}
      renderOption={({ key, ...props }, v) => {
        const option = offered.find((o) => o.value === v);
        return (
          <li key={key} {...props}>
            {option?.label ?? v}
            {option && option.label !== option.value && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {option.value}
              </Typography>
            )}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          {...common}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': name },
          }}
        />
      )}
    />
  );
}
