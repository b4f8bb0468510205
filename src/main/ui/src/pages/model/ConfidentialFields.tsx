import { Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { AttributeDef } from '../../api/schemas';
import type { PlacedProblem } from './modelPath';

const SYSTEM = 'system';
/** The types obfuscation functions take (the server's simple data types). */
const SIMPLE_TYPES = [
  'String',
  'Integer',
  'Number',
  'Boolean',
  'Date',
  'Time',
  'Timestamp',
  'Enum',
  'LookupLink',
  'Blob',
  'Clob',
];

type Settings = NonNullable<AttributeDef['obfuscationFunction']>;

interface Props {
  attribute: AttributeDef;
  onChange: (next: AttributeDef) => void;
  /** This attribute's problems; those of `confidential` and `obfuscationFunction…` show here. */
  problems: PlacedProblem[];
}

/** Whether a problem of the attribute is one this part shows. */
export function isConfidentialProblem(p: PlacedProblem) {
  const field = p.place?.field ?? '';
  return field === 'confidential' || field.startsWith('obfuscationFunction');
}

/**
 * The attribute's `confidential` flag and, only when it is set (as the spec says), the obfuscation
 * function that depersonalizes it: its library, the function (the library's functions for the
 * attribute's type, from the suggest endpoint) and an input for each of its parameters.
 */
export function ConfidentialFields({ attribute, onChange, problems }: Props) {
  const { t } = useTranslation();
  const simple = SIMPLE_TYPES.includes(attribute.type ?? '');
  const confidential = !!attribute.confidential;
  const mine = problems.filter(isConfidentialProblem);
  const flagError = mine
    .filter((p) => p.place?.field === 'confidential')
    .map((p) => p.message)
    .join(' ');
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <FormControlLabel
        sx={{ alignSelf: 'start' }}
        control={
          <Checkbox
            checked={confidential}
            onChange={(e) =>
              onChange({
                ...attribute,
                confidential: e.target.checked,
                obfuscationFunction: e.target.checked
                  ? (attribute.obfuscationFunction ?? null)
                  : null,
              })
            }
          />
        }
        label={t('dp.confidential')}
      />
      {confidential && (
        <Typography variant="caption" color="text.secondary">
          {t('dp.confidentialHelp')}
        </Typography>
      )}
      {flagError && (
        <Typography color="error" variant="body2">
          {flagError}
        </Typography>
      )}
      {confidential && !simple && attribute.type && !flagError && (
        <Typography color="error" variant="body2">
          {t('dp.notSimple')}
        </Typography>
      )}
      {confidential && simple ? (
        <FunctionChoice attribute={attribute} onChange={onChange} problems={mine} />
      ) : (
        mine
          .filter((p) => p.place?.field !== 'confidential')
          .map((p) => (
            <Typography key={p.source + p.code} color="error" variant="body2">
              {p.message}
            </Typography>
          ))
      )}
    </Stack>
  );
}

/** The library, the function and its parameters of a confidential attribute of a simple type. */
function FunctionChoice({ attribute, onChange, problems }: Props) {
  const { t } = useTranslation();
  const settings = attribute.obfuscationFunction ?? null;
  const library = settings?.libraryName || SYSTEM;
  const at = (field: string) =>
    problems
      .filter((p) => (p.place?.field ?? '') === field)
      .map((p) => p.message)
      .join(' ');
  const libraries = useQuery({
    queryKey: ['libraries', 'latest'],
    retry: false,
    queryFn: async () =>
      unwrap(
        await api.libraries.GET('/api/v2/core/libraries', { params: { query: { latest: true } } }),
      ).libraries,
  });
  const offered = useQuery({
    queryKey: ['obfuscation-functions', library, settings?.libraryVersion ?? '', attribute.type],
    queryFn: async () =>
      unwrap(
        await api.obfuscation.GET('/api/v2/core/obfuscation-functions/suggest', {
          params: {
            query: {
              library,
              version: settings?.libraryVersion ?? undefined,
              processedSimpleDataTypes: [attribute.type ?? ''],
            },
          },
        }),
      ).simpleDataFunctions[attribute.type ?? ''] ?? [],
  });
  const functions = offered.data ?? [];
  const chosen = functions.find((f) => f.name === settings?.name);
  const setSettings = (next: Settings) => onChange({ ...attribute, obfuscationFunction: next });
  const userLibraries = (libraries.data ?? []).map((l) => l.filename);
  const libraryError = [
    at('obfuscationFunction.libraryName'),
    at('obfuscationFunction.libraryVersion'),
  ]
    .filter(Boolean)
    .join(' ');
  const functionError = [at('obfuscationFunction'), at('obfuscationFunction.name')]
    .filter(Boolean)
    .join(' ');
  const shown = new Set([
    'obfuscationFunction',
    'obfuscationFunction.name',
    'obfuscationFunction.libraryName',
    'obfuscationFunction.libraryVersion',
  ]);
  chosen?.parameters.forEach((p) => shown.add(`obfuscationFunction.parameters.${p.name}`));
  const rest = problems.filter(
    (p) => p.place?.field !== 'confidential' && !shown.has(p.place?.field ?? ''),
  );
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'start' }}>
        {(userLibraries.length > 0 || library !== SYSTEM) && (
          <TextField
            select
            size="small"
            label={t('dp.library')}
            value={library}
            onChange={(e) =>
              setSettings({
                name: null,
                libraryName: e.target.value === SYSTEM ? null : e.target.value,
                libraryVersion: null,
                parameters: {},
              })
            }
            error={!!libraryError}
            helperText={libraryError || undefined}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={SYSTEM}>{t('dp.systemLibrary')}</MenuItem>
            {[...new Set([...userLibraries, ...(library === SYSTEM ? [] : [library])])].map(
              (name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ),
            )}
          </TextField>
        )}
        <TextField
          select
          size="small"
          required
          label={t('dp.function')}
          value={chosen ? chosen.name : ''}
          onChange={(e) =>
            setSettings({
              name: e.target.value,
              libraryName: library === SYSTEM ? null : library,
              libraryVersion: settings?.libraryVersion ?? null,
              parameters: {},
            })
          }
          error={!!functionError}
          helperText={
            functionError ||
            chosen?.description ||
            (offered.isSuccess && functions.length === 0
              ? t('dp.noFunction', { type: attribute.type })
              : t('dp.chooseFunction'))
          }
          sx={{ minWidth: 240, maxWidth: 420 }}
        >
          {functions.map((f) => (
            <MenuItem key={f.name} value={f.name}>
              {f.displayName}
            </MenuItem>
          ))}
        </TextField>
        {chosen?.parameters.map((p) => {
          const error = at(`obfuscationFunction.parameters.${p.name}`);
          return (
            <TextField
              key={p.name}
              size="small"
              required={p.required}
              label={p.name}
              placeholder={p.defaultValue ?? undefined}
              value={settings?.parameters?.[p.name] ?? ''}
              onChange={(e) => {
                const parameters = { ...(settings?.parameters ?? {}) };
                if (e.target.value === '') delete parameters[p.name];
                else parameters[p.name] = e.target.value;
                setSettings({ ...(settings as Settings), parameters });
              }}
              error={!!error}
              helperText={
                error ||
                (p.defaultValue != null
                  ? `${p.description} (${t('dp.defaultIs', { value: p.defaultValue })})`
                  : p.description)
              }
              sx={{ width: 220 }}
            />
          );
        })}
      </Stack>
      {rest.map((p) => (
        <Typography key={p.source + p.code} color="error" variant="body2">
          {p.message}
        </Typography>
      ))}
    </>
  );
}
