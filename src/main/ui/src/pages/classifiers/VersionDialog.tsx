import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputDateTime, subjectOf, versionIn, type VersionForm } from './classifierLogic';
import type { Version } from './classifiersApi';
import { messageAt } from './ProblemList';
import { useDraftSave } from './useDraftSave';
import { DraftDialog } from './DraftDialog';
import { DateField } from '../../components/DateField';

interface Props {
  classifier: string;
  /** The version to change; null: a new one (the server copies the default version's tree). */
  version: Version | null;
  onClose: () => void;
  onSaved: (draftId: number) => void;
}

/** A version's fields, saved into a classifier-version draft. */
export function VersionDialog({ classifier, version, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<VersionForm>({
    name: version?.name ?? '',
    displayName: version?.displayName ?? '',
    description: version?.description ?? '',
    validFrom: inputDateTime(version?.validFrom),
    validTo: inputDateTime(version?.validTo),
    isDefault: version?.default ?? false,
  });
  const save = useDraftSave(
    'version',
    t(version ? 'classifiers.describe.changeVersion' : 'classifiers.describe.newVersion', {
      name: form.name.trim(),
      classifier,
    }),
  );
  const own = (field: string) => messageAt(save.error, field);
  const set = (change: Partial<VersionForm>) => setForm({ ...form, ...change });
  return (
    <DraftDialog
      titleId="version-form-title"
      title={
        version
          ? t('classifiers.versionForm.editTitle', { name: version.name })
          : t('classifiers.versionForm.newTitle', { classifier })
      }
      save={save}
      draft={() => ({
        subject: subjectOf('version', classifier, form.name.trim()),
        content: { kind: 'version', value: versionIn(classifier, form) },
      })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <TextField
        label={t('classifiers.field.versionName')}
        required
        value={form.name}
        disabled={version !== null}
        onChange={(e) => set({ name: e.target.value })}
        error={!!own('name')}
        helperText={own('name') || (version ? '' : t('classifiers.versionForm.copyHelp'))}
      />
      <TextField
        label={t('classifiers.field.displayName')}
        required
        value={form.displayName}
        onChange={(e) => set({ displayName: e.target.value })}
        error={!!own('displayName')}
        helperText={own('displayName')}
      />
      <TextField
        label={t('classifiers.field.description')}
        value={form.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <Stack direction="row" spacing={2}>
        <DateField
          kind="moment"
          label={t('classifiers.field.validFrom')}
          value={form.validFrom}
          onChange={(value) => set({ validFrom: value })}
          error={!!own('validFrom')}
          helperText={own('validFrom')}
          sx={{ flex: 1 }}
        />
        <DateField
          kind="moment"
          label={t('classifiers.field.validTo')}
          value={form.validTo}
          onChange={(value) => set({ validTo: value })}
          error={!!own('validTo')}
          helperText={own('validTo')}
          sx={{ flex: 1 }}
        />
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={form.isDefault}
            onChange={(e) => set({ isDefault: e.target.checked })}
          />
        }
        label={t('classifiers.field.default')}
      />
    </DraftDialog>
  );
}
