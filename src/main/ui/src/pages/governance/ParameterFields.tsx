import { Checkbox, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CrawlerParameter } from './governanceApi';
import type { ParameterProblem, ParameterValues } from './parameterForm';

interface Props {
  parameters: readonly CrawlerParameter[];
  values: ParameterValues;
  onChange(values: ParameterValues): void;
  /** What the form found wrong, shown once the administrator tried to save. */
  problems: Record<string, ParameterProblem>;
  /** The server's refusal at `parameters.<name>`, by name. */
  said: (name: string) => string | undefined;
  /** The SECRET parameters with a stored value: left empty, it is kept. */
  secretsSet: readonly string[];
}

/**
 * The fields of a crawler type's parameters, built from its schema: a text, a whole number, a
 * secret (typed only to set or change it, never shown back) or a checkbox each, required ones
 * marked, with the parameter's description below.
 */
export function ParameterFields({
  parameters,
  values,
  onChange,
  problems,
  said,
  secretsSet,
}: Props) {
  const { t } = useTranslation();
  const set = (name: string, value: string) => onChange({ ...values, [name]: value });
  return (
    <Stack spacing={2}>
      {parameters.map((p) => {
        const problem =
          said(p.name) ??
          (problems[p.name] ? t(`governance.parameter.${problems[p.name]}`) : undefined);
        if (p.type === 'BOOLEAN') {
          return (
            <div key={p.name}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values[p.name] === 'true'}
                    onChange={(e) => set(p.name, String(e.target.checked))}
                  />
                }
                label={p.displayName}
              />
              {(problem || p.description) && (
                <FormHelperText error={!!problem}>{problem ?? p.description}</FormHelperText>
              )}
            </div>
          );
        }
        const secret = p.type === 'SECRET';
        const kept = secret && secretsSet.includes(p.name);
        const help = secret
          ? kept
            ? t('governance.parameter.secretKept')
            : t('governance.parameter.secretNew')
          : (p.description ?? undefined);
        return (
          <TextField
            key={p.name}
            size="small"
            label={p.displayName}
            required={p.required && !kept}
            type={secret ? 'password' : 'text'}
            autoComplete={secret ? 'new-password' : 'off'}
            placeholder={kept ? '••••••••' : (p.defaultValue ?? undefined)}
            slotProps={{
              htmlInput: {
                'data-parameter': p.name,
                ...(p.type === 'INTEGER' ? { inputMode: 'numeric' } : {}),
              },
            }}
            value={values[p.name] ?? ''}
            onChange={(e) => set(p.name, e.target.value)}
            error={!!problem}
            helperText={problem ?? help}
          />
        );
      })}
    </Stack>
  );
}
