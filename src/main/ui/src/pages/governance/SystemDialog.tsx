import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { formProblems } from '../../forms/problems';
import { useModel } from '../../model/useModel';
import { useSaveSystem, type InformationSystem } from './governanceApi';

const FIELDS = ['name', 'displayName', 'description', 'sourceSystem'];

/**
 * A new information system, or one's names and source system: the source system of the published
 * data model whose records its scans write.
 */
export function SystemDialog({
  system,
  onClose,
}: {
  system: InformationSystem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const model = useModel();
  const save = useSaveSystem();
  const [name, setName] = useState(system?.name ?? '');
  const [displayName, setDisplayName] = useState(system?.displayName ?? '');
  const [description, setDescription] = useState(system?.description ?? '');
  const [sourceSystem, setSourceSystem] = useState(system?.sourceSystem ?? '');
  // The platform's own source holds people's edits, which override every source: a crawler writes
  // as a source of its own (the server refuses `platform` too).
  const sources = (model.data?.sourceSystems ?? [])
    .map((s) => s.name ?? '')
    .filter((name) => name && name !== 'platform');
  const { said, others } = formProblems(save.error, FIELDS);
  return (
    <FormDialog
      title={
        system
          ? t('governance.system.editTitle', { name: system.displayName || system.name })
          : t('governance.system.new')
      }
      submitLabel={system ? t('governance.save') : t('governance.create')}
      error={save.error}
      others={others}
      pending={save.isPending}
      incomplete={!name.trim() || !displayName.trim() || !sourceSystem}
      onSubmit={() =>
        save.mutateAsync({
          name: name.trim(),
          displayName: displayName.trim(),
          description: description.trim() || null,
          sourceSystem,
          version: system ? system.version : null,
        })
      }
      onClose={onClose}
    >
      <TextField
        required
        size="small"
        label={t('governance.field.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        disabled={system !== null}
        error={!!said('name')}
        helperText={said('name') ?? (system ? undefined : t('governance.field.nameHelp'))}
      />
      <TextField
        required
        size="small"
        label={t('governance.field.displayName')}
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
        error={!!said('displayName')}
        helperText={said('displayName')}
      />
      <TextField
        size="small"
        multiline
        minRows={2}
        label={t('governance.field.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={!!said('description')}
        helperText={said('description')}
      />
      <TextField
        select
        required
        size="small"
        label={t('governance.system.sourceSystem')}
        value={sources.includes(sourceSystem) || !sourceSystem ? sourceSystem : ''}
        onChange={(e) => setSourceSystem(e.target.value)}
        error={!!said('sourceSystem')}
        helperText={said('sourceSystem') ?? t('governance.system.sourceSystemHelp')}
      >
        {sources.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
