import { Alert, Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { ConfigurationField } from '../../components/SealedConfigurations';
import { formProblems } from '../../forms/problems';
import { DomainFields } from './DomainFields';
import {
  useNameFormats,
  useSaveConfiguration,
  useTestConfiguration,
  type Configuration,
} from './directoryApi';
import {
  bodyOf,
  configurationFieldOf,
  configurationFields,
  emptyDomain,
  formOf,
  notWhole,
  testLines,
  type ConfigurationForm,
} from './directoryLogic';

interface Props {
  /** The configuration changed; null: a new one. */
  configuration: Configuration | null;
  roles: readonly string[];
  onClose: () => void;
}

/**
 * A directory configuration's form: the server, the DN it is read as with its password (typed
 * only to set or change it), the domains. It can be tried out before it is saved.
 */
export function DirectoryDialog({ configuration, roles, onClose }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ConfigurationForm>(() => formOf(configuration));
  const isNew = configuration === null;
  const save = useSaveConfiguration();
  const test = useTestConfiguration();
  const formats = useNameFormats();
  const typedWrong = notWhole(form);
  // A try and a save each forget the other's answer: the problems shown are those of the last.
  const error = save.error ?? test.error;
  const { said, others } = formProblems(error, configurationFields(form), configurationFieldOf);
  const problem = (field: string) =>
    [
      ...(typedWrong.includes(field as 'port') ? [t('directory.field.notWhole')] : []),
      said(field) ?? '',
    ]
      .filter((m) => m !== '')
      .join(' ');
  const set = (change: Partial<ConfigurationForm>) => setForm((f) => ({ ...f, ...change }));
  const field = (
    name:
      'id' | 'displayName' | 'serverUrl' | 'port' | 'bindDn' | 'membershipAttribute' | 'maxUsers',
    helper?: string,
  ) => (
    <ConfigurationField
      label={t(`directory.field.${name}`)}
      value={form[name]}
      onChange={(value) => set({ [name]: value })}
      disabled={name === 'id' && !isNew}
      problem={problem(name)}
      help={helper}
      minWidth={200}
    />
  );

  return (
    <FormDialog
      title={isNew ? t('directory.newTitle') : t('directory.editTitle', { id: configuration.id })}
      submitLabel={t('security.save')}
      error={error}
      others={others}
      pending={save.isPending}
      incomplete={typedWrong.length > 0}
      maxWidth="md"
      actions={
        <Button
          onClick={() => {
            save.reset();
            test.mutate({ body: bodyOf(form) });
          }}
          disabled={test.isPending}
        >
          {t('directory.testUnsaved')}
        </Button>
      }
      onSubmit={() => {
        test.reset();
        return save.mutateAsync({ id: form.id.trim(), body: bodyOf(form), isNew });
      }}
      onClose={onClose}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {field('id', t('directory.field.idHelp'))}
        {field('displayName')}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'start' }}>
        {field('serverUrl', t('directory.field.serverUrlHelp'))}
        {field('port', t('directory.field.portHelp'))}
        <FormControlLabel
          control={<Checkbox checked={form.ssl} onChange={(e) => set({ ssl: e.target.checked })} />}
          label={t('directory.field.ssl')}
        />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {field('bindDn', t('directory.field.bindDnHelp'))}
        <ConfigurationField
          secret
          label={t('directory.field.password')}
          value={form.password}
          onChange={(password) => set({ password })}
          problem={problem('password')}
          help={
            isNew ? t('directory.field.passwordHelpNew') : t('directory.field.passwordHelpEdit')
          }
          minWidth={200}
        />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'start' }}>
        {field('membershipAttribute', t('directory.field.membershipAttributeHelp'))}
        {field('maxUsers', t('directory.field.maxUsersHelp'))}
        <FormControlLabel
          control={
            <Checkbox checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
          }
          label={t('directory.field.enabled')}
        />
      </Stack>
      {form.domains.map((domain, i) => (
        <DomainFields
          key={i}
          domain={domain}
          number={i + 1}
          roles={roles}
          nameFormats={formats.data ?? []}
          onChange={(next) => set({ domains: form.domains.map((d, j) => (j === i ? next : d)) })}
          onRemove={
            form.domains.length > 1
              ? () => set({ domains: form.domains.filter((_, j) => j !== i) })
              : null
          }
          problem={(name) => problem(name ? `domains[${i}].${name}` : `domains[${i}]`)}
        />
      ))}
      {problem('domains') && (
        <Alert severity="error" data-testid="domains-problem">
          {problem('domains')}
        </Alert>
      )}
      <div>
        <Button onClick={() => set({ domains: [...form.domains, emptyDomain()] })}>
          {t('directory.domain.add')}
        </Button>
      </div>
      {test.data && (
        <Alert severity={test.data.connected ? 'success' : 'error'} role="status">
          {testLines(test.data, t).map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </Alert>
      )}
    </FormDialog>
  );
}
