import {
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import {
  useCreateProperty,
  useDeleteProperty,
  useProperties,
  type UserProperty,
} from './securityApi';
import { DataTable } from '../../components/DataTable';

const TYPES: UserProperty['type'][] = ['String', 'Integer', 'Number', 'Boolean', 'Date'];

/** User-defined properties: the values users and roles carry, defined and deleted here. */
export default function PropertiesTab() {
  const { t } = useTranslation();
  const properties = useProperties();
  const create = useCreateProperty();
  const remove = useDeleteProperty();
  const [name, setName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [type, setType] = useState<UserProperty['type']>('String');
  const [required, setRequired] = useState(false);
  const [readOnly, setReadOnly] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await create.mutateAsync({
      name: name.trim(),
      displayName: displayName.trim() || null,
      type,
      required,
      readOnly,
    });
    setName('');
    setDisplayName('');
  }

  return (
    <Stack spacing={2}>
      <Paper
        component="form"
        sx={{ p: 2 }}
        onSubmit={(e) => void submit(e).catch(() => {})}
        aria-labelledby="new-property"
      >
        <Typography id="new-property" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('security.property.new')}
        </Typography>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <TextField
            required
            label={t('security.label.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label={t('security.label.displayName')}
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
          />
          <TextField
            select
            label={t('security.property.type')}
            value={type}
            onChange={(e) => setType(e.target.value as UserProperty['type'])}
            sx={{ minWidth: 140 }}
          >
            {TYPES.map((x) => (
              <MenuItem key={x} value={x}>
                {x}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox checked={required} onChange={(e) => setRequired(e.target.checked)} />
            }
            label={t('security.property.required')}
          />
          <FormControlLabel
            control={
              <Checkbox checked={readOnly} onChange={(e) => setReadOnly(e.target.checked)} />
            }
            label={t('security.property.readOnly')}
          />
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('security.property.create')}
          </Button>
        </Stack>
        {create.error && <ErrorNotice error={create.error} />}
      </Paper>
      <Paper sx={{ p: 2 }}>
        {remove.error && <ErrorNotice error={remove.error} />}
        {properties.isPending ? (
          <Loading />
        ) : properties.error ? (
          <ErrorNotice error={properties.error} />
        ) : (
          <DataTable
            aria-label={t('security.area.properties')}
            rows={properties.data}
            empty={t('security.property.none')}
            rowKey={(p) => p.name}
            rowProps={(p) => ({ 'data-testid': 'property-row', 'data-property': p.name })}
            columns={[
              { header: t('security.label.name'), cell: (p) => p.name },
              {
                header: t('security.label.displayName'),
                cell: (p) => p.displayName ?? t('common.none'),
              },
              { header: t('security.property.type'), cell: (p) => p.type },
              {
                header: t('security.property.required'),
                cell: (p) => (p.required ? t('security.user.yes') : t('security.user.no')),
              },
              {
                header: t('security.property.readOnly'),
                cell: (p) => (p.readOnly ? t('security.user.yes') : t('security.user.no')),
              },
              {
                cell: (p) => (
                  <ConfirmButton
                    size="small"
                    variant="outlined"
                    aria-label={t('security.property.deleteOf', { name: p.name })}
                    disabled={remove.isPending}
                    title={t('security.property.deleteTitle', { name: p.name })}
                    text={t('security.property.deleteText')}
                    onConfirm={() => remove.mutate(p.name)}
                  >
                    {t('security.property.delete')}
                  </ConfirmButton>
                ),
              },
            ]}
          />
        )}
      </Paper>
    </Stack>
  );
}
