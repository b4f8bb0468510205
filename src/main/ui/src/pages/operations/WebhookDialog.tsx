import {
  Autocomplete,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { formProblems } from '../../forms/problems';
import { entitiesOf, label as shownName, useModel } from '../../model/useModel';
import { NOTIFICATION_TYPES, useSaveWebhook, type Webhook } from './notificationsApi';

const FIELDS = ['url', 'secret', 'entityNames', 'types'];

/**
 * A new webhook, or a webhook's URL, registers, types and secret: the secret is never shown, and
 * left empty on a change it stays. The server's problems stand at their fields.
 */
export function WebhookDialog({ hook, onClose }: { hook: Webhook | null; onClose: () => void }) {
  const { t } = useTranslation();
  const model = useModel();
  const save = useSaveWebhook();
  const [url, setUrl] = useState(hook?.url ?? '');
  const [secret, setSecret] = useState('');
  const [entityNames, setEntityNames] = useState<string[]>(hook?.entityNames ?? []);
  const [types, setTypes] = useState<string[]>(hook?.types ?? []);
  const { said, others } = formProblems(save.error, FIELDS);
  const entities = entitiesOf(model.data);
  const titleOf = (name: string) => shownName(entities.find((e) => e.name === name) ?? { name });
  // A type the hook holds that is no longer sent stays, to be taken out.
  const offered = [
    ...NOTIFICATION_TYPES,
    ...types.filter((x) => !NOTIFICATION_TYPES.includes(x as never)),
  ];

  return (
    <FormDialog
      title={hook ? t('operations.hooks.editTitle') : t('operations.hooks.new')}
      submitLabel={hook ? t('operations.hooks.save') : t('operations.hooks.create')}
      error={save.error}
      others={others}
      pending={save.isPending}
      onSubmit={() =>
        save.mutateAsync({ id: hook?.id ?? null, form: { url, secret, entityNames, types } })
      }
      onClose={onClose}
    >
      <TextField
        required
        size="small"
        label={t('operations.hooks.url')}
        placeholder="https://example.com/hooks/mdm"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={!!said('url')}
        helperText={said('url')}
      />
      <TextField
        required={!hook}
        size="small"
        type="password"
        autoComplete="new-password"
        label={t('operations.hooks.secret')}
        value={secret}
        onChange={(e) => setSecret(e.target.value)}
        error={!!said('secret')}
        helperText={
          said('secret') ??
          (hook ? t('operations.hooks.secretKept') : t('operations.hooks.secretHelp'))
        }
      />
      <Autocomplete
        multiple
        size="small"
        options={entities.map((e) => e.name ?? '')}
        getOptionLabel={titleOf}
        value={entityNames}
        onChange={(_, chosen) => setEntityNames(chosen)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('operations.hooks.registers')}
            placeholder={entityNames.length ? undefined : t('operations.hooks.everyRegister')}
            error={!!said('entityNames')}
            helperText={said('entityNames')}
          />
        )}
      />
      <FormControl component="fieldset" error={!!said('types')}>
        <FormLabel component="legend">{t('operations.hooks.types')}</FormLabel>
        <FormGroup row>
          {offered.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Checkbox
                  size="small"
                  checked={types.includes(type)}
                  onChange={() =>
                    setTypes((now) =>
                      now.includes(type)
                        ? now.filter((x) => x !== type)
                        : offered.filter((x) => x === type || now.includes(x)),
                    )
                  }
                />
              }
              label={t(`operations.hooks.type.${type}`, { defaultValue: type })}
            />
          ))}
        </FormGroup>
        <FormHelperText>{said('types') ?? t('operations.hooks.everyType')}</FormHelperText>
      </FormControl>
    </FormDialog>
  );
}
