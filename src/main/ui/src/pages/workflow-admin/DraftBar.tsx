import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatMoment } from '../../format/dates';
import { useOpenDraft, useOpenNewDraft, type WorkflowDraftType } from './workflowAdminApi';

/**
 * What is published (revision, by whom, when) and the way into the draft of a type: an open one
 * is continued, else one is opened.
 */
export function DraftBar({
  type,
  revision,
  publishedBy,
  publishDate,
  editPath,
}: {
  type: WorkflowDraftType;
  revision: number | undefined;
  publishedBy: string | null | undefined;
  publishDate: string | null | undefined;
  editPath: (draftId: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const draft = useOpenDraft(type);
  const open = useOpenNewDraft(type);
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ flex: 1 }} data-testid="revision">
          {revision
            ? t('workflowAdmin.revision', {
                revision,
                who: publishedBy ?? '—',
                when: publishDate ? formatMoment(publishDate, i18n.language) : '—',
              })
            : t('workflowAdmin.noRevision')}
        </Typography>
        {draft.data ? (
          <Button variant="contained" component={RouterLink} to={editPath(draft.data.draftId)}>
            {t('workflowAdmin.continueDraft', { id: draft.data.draftId })}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={draft.isPending || open.isPending}
            onClick={() =>
              open.mutate(t(`workflowAdmin.draftDescription.${type}`), {
                onSuccess: (d) => navigate(editPath(d.draftId)),
              })
            }
          >
            {t('workflowAdmin.edit')}
          </Button>
        )}
      </Stack>
      {draft.data && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('workflowAdmin.draftOpen', { owner: draft.data.ownerFullName ?? draft.data.owner })}
        </Alert>
      )}
      {[draft.error, open.error].map((e, i) => e && <ErrorNotice key={i} error={e} />)}
    </Paper>
  );
}
