import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import {
  definitionBodyOf,
  definitionFormOf,
  fieldsOf,
  messageOf,
  onlyCronWarnings,
  placeProblems,
  type DefinitionForm,
} from './jobForm';
import { useSaveDefinition, useTags, type Definition, type Descriptor } from './jobsApi';
import { ParameterFields } from './ParameterFields';
import { ProblemList } from './ProblemList';
import { StartAfterFields } from './StartAfterFields';

interface Props {
  /** The operation changed; null: a new one. */
  definition: Definition | null;
  descriptors: Descriptor[];
  onClose: () => void;
  onSaved: (definition: Definition) => void;
}

/**
 * An operation's form: its type (chosen once), name, schedule, tags, chain and the parameters its
 * type describes. The server checks the whole and its problems are shown at their fields; a
 * schedule firing every minute or more often is kept only when the user confirms it.
 */
export function DefinitionDialog({ definition, descriptors, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const isNew = definition === null;
  // A type with a required parameter the form hides (a bulk operation's selection, which the
  // server sets) cannot be defined here; it is still shown for a definition that has it.
  const offered = descriptors.filter(
    (d) => d.jobName === definition?.jobName || !d.parameters.some((p) => p.required && p.hidden),
  );
  const [form, setForm] = useState<DefinitionForm>(() =>
    definitionFormOf(
      definition,
      offered.find((d) => d.jobName === definition?.jobName) ?? offered[0] ?? null,
    ),
  );
  const descriptor = descriptors.find((d) => d.jobName === form.jobName) ?? null;
  const fields = useMemo(() => (descriptor ? fieldsOf(descriptor) : []), [descriptor]);
  const save = useSaveDefinition();
  const tags = useTags();
  const [confirming, setConfirming] = useState(false);
  const warned = onlyCronWarnings(save.error);
  const problems = placeProblems(
    warned ? null : save.error,
    fields.map((f) => f.name),
  );
  const set = (change: Partial<DefinitionForm>) => setForm((f) => ({ ...f, ...change }));
  const at = (field: string) => messageOf(problems.fields[field]);

  async function send(skipCronWarnings: boolean) {
    try {
      const saved = await save.mutateAsync({
        id: definition?.id ?? null,
        version: definition?.version,
        definition: definitionBodyOf(form, descriptor, definition?.parameters),
        skipCronWarnings,
      });
      onSaved(saved);
    } catch (error) {
      if (onlyCronWarnings(error)) setConfirming(true);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(false);
  }

  function chooseType(jobName: string) {
    const chosen = descriptors.find((d) => d.jobName === jobName) ?? null;
    setForm((f) => ({ ...definitionFormOf(null, chosen), name: f.name, tags: f.tags }));
    save.reset();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="definition-title">
      {/* The form takes the dialog's column, so its content scrolls between title and buttons. */}
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id="definition-title">
          {isNew
            ? t('operations.job.newTitle')
            : t('operations.job.editTitle', { name: definition.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problems.others.length > 0 && (
              <ProblemList error={save.error} problems={problems.others} />
            )}
            <TextField
              select
              size="small"
              label={t('operations.job.field.type')}
              value={form.jobName}
              onChange={(e) => chooseType(e.target.value)}
              disabled={!isNew}
              error={!!at('jobName')}
              helperText={
                at('jobName') ||
                (isNew ? descriptor?.description : t('operations.job.field.typeFixed'))
              }
            >
              {offered.map((d) => (
                <MenuItem key={d.jobName} value={d.jobName}>
                  {d.displayName ?? d.jobName}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                required
                label={t('operations.job.field.name')}
                value={form.name}
                onChange={(e) => set({ name: e.target.value })}
                error={!!at('name')}
                helperText={at('name') || undefined}
                slotProps={{ htmlInput: { maxLength: 100 } }}
                sx={{ flex: 1 }}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={form.enabled}
                    onChange={(e) => set({ enabled: e.target.checked })}
                  />
                }
                label={t('operations.job.field.enabled')}
              />
            </Stack>
            <TextField
              size="small"
              multiline
              minRows={2}
              label={t('operations.job.field.description')}
              value={form.description}
              onChange={(e) => set({ description: e.target.value })}
              error={!!at('description')}
              helperText={at('description') || undefined}
            />
            <TextField
              size="small"
              label={t('operations.job.field.cron')}
              value={form.cronExpression}
              onChange={(e) => set({ cronExpression: e.target.value })}
              error={!!at('cronExpression')}
              helperText={at('cronExpression') || t('operations.job.field.cronHelp')}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <Autocomplete
              multiple
              freeSolo
              size="small"
              options={tags.data ?? []}
              value={form.tags}
              onChange={(_, value) => set({ tags: value })}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('operations.job.field.tags')}
                  error={!!at('tags')}
                  helperText={at('tags') || t('operations.job.field.tagsHelp')}
                />
              )}
            />
            <StartAfterFields
              self={definition?.id ?? null}
              definitionId={form.startAfterId}
              status={form.startAfterStatus}
              onChange={(startAfterId, startAfterStatus) => set({ startAfterId, startAfterStatus })}
              problem={at('startAfter')}
            />
            <Typography variant="subtitle2" component="h3">
              {t('operations.job.parameters')}
            </Typography>
            {fields.length === 0 ? (
              <Typography color="text.secondary">{t('operations.job.noParameters')}</Typography>
            ) : (
              <ParameterFields
                fields={fields}
                values={form.parameters}
                onChange={(name, value) =>
                  setForm((f) => ({ ...f, parameters: { ...f.parameters, [name]: value } }))
                }
                problems={problems.fields}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('operations.job.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending || !descriptor}>
            {t('operations.job.save')}
          </Button>
        </DialogActions>
      </Box>
      {confirming && warned && (
        <ConfirmDialog
          title={t('operations.job.cronWarning')}
          text={t('operations.job.cronWarningText', { cron: form.cronExpression.trim() })}
          confirm={t('operations.job.keepSchedule')}
          busy={save.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void send(true);
          }}
        />
      )}
    </Dialog>
  );
}
