import { Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { formProblems } from '../../forms/problems';
import { BpmnFileButton } from './BpmnFileButton';
import { useUpsertTemplate, type Template, type TemplateUpload } from './workflowAdminApi';

const FIELDS = ['name', 'displayName', 'version', 'description', 'file'];

/**
 * A new template, or a new file and names for one (its name stays): the BPMN file and its names.
 * The server checks the BPMN; what it refuses is said under the file.
 */
export function TemplateDialog({
  template,
  onClose,
}: {
  template: Template | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useUpsertTemplate();
  const [form, setForm] = useState<TemplateUpload>({
    name: template?.name ?? '',
    displayName: template?.displayName ?? '',
    version: template?.version ?? '1',
    description: template?.description ?? '',
    file: null,
  });
  const { said, others } = formProblems(save.error, FIELDS);
  const field = (name: 'name' | 'displayName' | 'version' | 'description', required = true) => (
    <TextField
      label={t(`workflowAdmin.templates.${name}`)}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      required={required}
      disabled={name === 'name' && template !== null}
      multiline={name === 'description'}
      minRows={name === 'description' ? 2 : undefined}
      size="small"
      error={!!said(name)}
      helperText={said(name)}
      fullWidth
    />
  );
  return (
    <FormDialog
      title={
        template
          ? t('workflowAdmin.templates.replaceOf', { name: template.displayName || template.name })
          : t('workflowAdmin.templates.new')
      }
      submitLabel={t('workflowAdmin.templates.upload')}
      error={save.error}
      others={others}
      pending={save.isPending}
      incomplete={
        !form.file || !form.name.trim() || !form.displayName.trim() || !form.version.trim()
      }
      onSubmit={() => save.mutateAsync(form)}
      onClose={onClose}
    >
      {field('name')}
      {field('displayName')}
      {field('version')}
      {field('description', false)}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <BpmnFileButton
          label={t('workflowAdmin.templates.chooseFile')}
          inputLabel={t('workflowAdmin.templates.file')}
          onFile={(file) => setForm({ ...form, file })}
        />
        <Typography color={form.file ? 'text.primary' : 'text.secondary'} data-testid="chosen-file">
          {form.file?.name ?? t('workflowAdmin.templates.noFile')}
        </Typography>
      </Stack>
      {said('file') && (
        <Typography
          color="error"
          role="alert"
          data-testid="file-problem"
          sx={{ whiteSpace: 'pre-wrap' }}
        >
          {said('file')}
        </Typography>
      )}
    </FormDialog>
  );
}
