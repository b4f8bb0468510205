import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { formProblems } from '../../forms/problems';
import { useSaveConnection, type Connection, type CrawlerType } from './governanceApi';
import { ParameterFields } from './ParameterFields';
import {
  initialValues,
  parameterBody,
  parameterProblems,
  type ParameterValues,
} from './parameterForm';

/**
 * A new connection, or one changed: its names, its crawler type, and the fields of that type's
 * parameters (built from its schema; a password typed only to set or change it). The form checks
 * required and numeric fields itself; the server's problems stand at their fields.
 */
export function ConnectionDialog({
  connection,
  types,
  onClose,
}: {
  connection: Connection | null;
  types: readonly CrawlerType[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveConnection();
  const [name, setName] = useState(connection?.name ?? '');
  const [displayName, setDisplayName] = useState(connection?.displayName ?? '');
  const [typeName, setTypeName] = useState(
    // A new connection starts without a type (its fields follow the one chosen), unless there is one.
    connection?.crawlerType ?? (types.length === 1 ? (types[0]?.type ?? '') : ''),
  );
  const type = types.find((c) => c.type === typeName);
  const parameters = type?.parameters ?? [];
  const [values, setValues] = useState<ParameterValues>(() =>
    initialValues(parameters, connection?.parameters),
  );
  // The form's own problems show once a save was tried, not while the form is being filled in.
  const [tried, setTried] = useState(false);
  const secretsSet = connection?.crawlerType === typeName ? connection.secretsSet : [];
  const problems = parameterProblems(parameters, values, secretsSet);
  const fields = [
    'name',
    'displayName',
    'crawlerType',
    ...parameters.map((p) => `parameters.${p.name}`),
  ];
  const { said, others } = formProblems(save.error, fields);

  return (
    <FormDialog
      title={
        connection
          ? t('governance.connection.editTitle', { name: connection.displayName })
          : t('governance.connection.new')
      }
      submitLabel={connection ? t('governance.save') : t('governance.create')}
      error={save.error}
      others={others}
      pending={save.isPending}
      incomplete={!name.trim() || !displayName.trim() || !type}
      onSubmit={() => {
        setTried(true);
        if (Object.keys(problems).length > 0) return Promise.reject(new Error('incomplete'));
        return save.mutateAsync({
          name: name.trim(),
          displayName: displayName.trim(),
          crawlerType: typeName,
          parameters: parameterBody(parameters, values),
          version: connection ? connection.version : null,
        });
      }}
      onClose={onClose}
    >
      <Stack direction="row" spacing={2}>
        <TextField
          required
          size="small"
          label={t('governance.field.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          disabled={connection !== null}
          error={!!said('name')}
          helperText={said('name') ?? (connection ? undefined : t('governance.field.nameHelp'))}
          sx={{ flex: 1 }}
        />
        <TextField
          required
          size="small"
          label={t('governance.field.displayName')}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          error={!!said('displayName')}
          helperText={said('displayName')}
          sx={{ flex: 1 }}
        />
      </Stack>
      <TextField
        select
        required
        size="small"
        label={t('governance.connection.crawlerType')}
        value={type ? typeName : ''}
        onChange={(e) => {
          const next = types.find((c) => c.type === e.target.value);
          setTypeName(e.target.value);
          setValues(
            initialValues(
              next?.parameters ?? [],
              connection?.crawlerType === e.target.value ? connection.parameters : null,
            ),
          );
        }}
        error={!!said('crawlerType')}
        helperText={said('crawlerType')}
      >
        {types.map((c) => (
          <MenuItem key={c.type} value={c.type}>
            {c.displayName}
          </MenuItem>
        ))}
      </TextField>
      {type && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('governance.connection.parameters', { type: type.displayName })}
          </Typography>
          <ParameterFields
            parameters={parameters}
            values={values}
            onChange={setValues}
            problems={tried ? problems : {}}
            said={(p) => said(`parameters.${p}`)}
            secretsSet={secretsSet}
          />
        </>
      )}
    </FormDialog>
  );
}
