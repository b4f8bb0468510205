import {
  Autocomplete,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { RoleMappings } from '../../components/RoleMappings';
import { ConfigurationField } from '../../components/SealedConfigurations';
import { formProblems } from '../../forms/problems';
import {
  providerBodyOf,
  providerFieldOf,
  providerFields,
  providerFormOf,
  type ProviderForm,
} from './providerLogic';
import { useSaveProvider, type Provider } from './providersApi';

interface Props {
  /** The provider changed; null: a new one. */
  provider: Provider | null;
  roles: readonly string[];
  onClose: () => void;
}

type TextName = Exclude<
  keyof ProviderForm,
  'clientSecret' | 'defaultRoles' | 'claimRoles' | 'enabled' | 'version'
>;

/**
 * An identity provider's form: where it is (its issuer), the client the platform is registered as
 * with its secret (typed only to set or change it), the claims a user is made of, and the roles
 * the values of its groups claim give.
 */
export function ProviderDialog({ provider, roles, onClose }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ProviderForm>(() => providerFormOf(provider));
  const isNew = provider === null;
  const save = useSaveProvider();
  const { said, others } = formProblems(save.error, providerFields(form), providerFieldOf);
  const set = (change: Partial<ProviderForm>) => setForm((f) => ({ ...f, ...change }));
  const field = (name: TextName, help?: string) => {
    const problem = said(name === 'id' ? 'registrationId' : name);
    return (
      <ConfigurationField
        label={t(`providers.field.${name}`)}
        value={form[name]}
        onChange={(value) => set({ [name]: value })}
        disabled={name === 'id' && !isNew}
        problem={problem}
        help={help}
        minWidth={220}
      />
    );
  };

  const row = (...children: React.ReactNode[]) => (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'start' }}>
      {children}
    </Stack>
  );

  return (
    <FormDialog
      title={
        isNew ? t('providers.newTitle') : t('providers.editTitle', { id: provider.registrationId })
      }
      submitLabel={t('security.save')}
      error={save.error}
      others={others}
      pending={save.isPending}
      maxWidth="md"
      onSubmit={() => save.mutateAsync({ id: form.id.trim(), body: providerBodyOf(form), isNew })}
      onClose={onClose}
    >
      {row(
        field('id', t('directory.field.idHelp')),
        field('displayName', t('providers.field.displayNameHelp')),
        field('providerId', t('providers.field.providerIdHelp')),
      )}
      {row(field('issuerUri', t('providers.field.issuerUriHelp')))}
      {row(
        field('clientId'),
        <ConfigurationField
          secret
          key="clientSecret"
          label={t('providers.field.clientSecret')}
          value={form.clientSecret}
          onChange={(clientSecret) => set({ clientSecret })}
          problem={said('clientSecret')}
          help={isNew ? t('providers.field.secretHelpNew') : t('providers.field.secretHelpEdit')}
          minWidth={220}
        />,
      )}
      {row(
        field('scopes', t('providers.field.scopesHelp')),
        <FormControlLabel
          key="enabled"
          control={
            <Checkbox checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
          }
          label={t('providers.field.enabled')}
        />,
      )}
      <Typography variant="subtitle2" component="h3">
        {t('providers.claims')}
      </Typography>
      {row(
        field('userNameClaim', 'preferred_username'),
        field('fullNameClaim', 'name'),
        field('firstNameClaim', 'given_name'),
        field('lastNameClaim', 'family_name'),
        field('emailClaim', 'email'),
        field('groupsClaim', 'groups'),
      )}
      <Autocomplete
        multiple
        size="small"
        options={roles as string[]}
        value={form.defaultRoles}
        onChange={(_, value) => set({ defaultRoles: value })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('providers.field.defaultRoles')}
            error={!!said('defaultRoles')}
            helperText={said('defaultRoles')}
          />
        )}
      />
      <Typography variant="subtitle2" component="h3">
        {t('providers.field.claimRoles')}
      </Typography>
      {said('claimRoles') && <FormHelperText error>{said('claimRoles')}</FormHelperText>}
      <RoleMappings
        field="value"
        path="claimRoles"
        mappings={form.claimRoles}
        roles={roles}
        onChange={(claimRoles) => set({ claimRoles })}
        problem={said}
        texts="providers.mapping"
      />
    </FormDialog>
  );
}
