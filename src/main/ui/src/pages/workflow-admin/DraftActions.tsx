import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';

/**
 * Save the draft, or go on to publish it: publishing is the drafts page's (its preview publishes
 * or discards any draft), so the draft is saved first when it holds changes.
 */
export function DraftActions({
  draftId,
  editing,
}: {
  draftId: number;
  editing: {
    dirty: boolean;
    saved: boolean;
    saving: boolean;
    failure: unknown;
    store(): Promise<boolean>;
  };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = editing.dirty
    ? t('workflowAdmin.draft.unsaved')
    : editing.saved
      ? t('workflowAdmin.draft.saved')
      : '';
  return (
    <Paper sx={{ p: 2 }} data-testid="draft-actions">
      {editing.failure !== null && <ErrorNotice error={editing.failure} />}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          onClick={() => void editing.store()}
          disabled={editing.saving || !editing.dirty}
        >
          {t('workflowAdmin.draft.save')}
        </Button>
        <Button
          variant="contained"
          disabled={editing.saving}
          onClick={() =>
            void (editing.dirty ? editing.store() : Promise.resolve(true)).then(
              (ok) => ok && navigate(`/drafts/${draftId}`),
            )
          }
        >
          {t('workflowAdmin.draft.toPublish')}
        </Button>
        <Typography role="status" color="text.secondary">
          {status}
        </Typography>
      </Stack>
    </Paper>
  );
}
