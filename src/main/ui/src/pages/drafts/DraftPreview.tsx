import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { entitiesOf, label, useModel } from '../../model/useModel';
import { ChildDraftList } from './ChildDraftList';
import { DraftComparison } from './DraftComparison';
import { publishDraft, removeDraft, useDraft } from './recordDrafts';
import { useDraftRecords } from './useDraftRecords';
import { editorOf, publishedListOf } from '../workflow-admin/draftEditors';

/**
 * A record draft before it is published: the record as the draft would make it beside its golden
 * values now, the differences marked; publish it, discard it, or edit it further.
 */
export default function DraftPreview() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const draftId = Number(useParams().draftId);
  const draft = useDraft(draftId);
  const model = useModel();
  const records = useDraftRecords(draft.data);
  const { subject, key, open, current, etalonId, recordPath } = records;
  // Waiting for its approval process: shown as drafted, but neither edited nor published by hand.
  const waiting = draft.data?.state === 'DELAYED_BY_WORKFLOW';
  const entity = entitiesOf(model.data).find((e) => e.name === subject?.entityName);

  const settle = async () => {
    await queries.invalidateQueries();
  };
  const publish = useMutation({
    mutationFn: () => publishDraft(draftId),
    onSuccess: async (published) => {
      await settle();
      // Sent for approval: the page stays and says so; nothing is published yet.
      if (published?.state === 'DELAYED_BY_WORKFLOW') return;
      const id = published?.subjectId || etalonId;
      const list = publishedListOf(draft.data?.type ?? '');
      if (list) return navigate(list);
      navigate(id && subject?.entityName ? `/records/${subject.entityName}/${id}` : '/drafts');
    },
  });
  const [asking, setAsking] = useState(false);
  const discard = useMutation({
    mutationFn: () => removeDraft(draftId),
    onSuccess: async () => {
      await settle();
      navigate(current.data && recordPath ? recordPath : '/drafts');
    },
  });

  if (draft.isPending || model.isPending) return <Loading />;
  if (draft.error) return <ErrorNotice error={draft.error} />;
  if (!draft.data)
    return <Alert severity="warning">{t('drafts.preview.noDraft', { id: draftId })}</Alert>;

  const editPath =
    subject?.entityName && etalonId
      ? `/records/${encodeURIComponent(subject.entityName)}/${etalonId}/edit?draftId=${draftId}`
      : null;

  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to="/drafts">
          ← {t('drafts.preview.back')}
        </Button>
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('drafts.preview.title', { id: draftId })}
          {entity ? ` · ${label(entity)}` : ''}
        </Typography>
        <Chip label={draft.data.state} data-testid="draft-state" />
      </Stack>
      {draft.data.description && <Typography>{draft.data.description}</Typography>}
      {waiting && (
        <Alert severity="warning" data-testid="draft-waiting">
          {t('drafts.preview.waiting')}
        </Alert>
      )}
      {draft.data.type !== 'record' && (
        <Alert
          severity="info"
          action={
            editorOf(draft.data.type, draftId) && (
              <Button
                color="inherit"
                size="small"
                component={RouterLink}
                to={editorOf(draft.data.type, draftId)!}
              >
                {t('workflowAdmin.draft.openEditor')}
              </Button>
            )
          }
        >
          {t('drafts.preview.notRecord')}
        </Alert>
      )}
      {draft.data.type === 'record' && !key && (
        <Alert severity="info">{t('drafts.preview.noRecord')}</Alert>
      )}
      {(publish.error || discard.error) && <ErrorNotice error={publish.error ?? discard.error} />}
      {entity && <DraftComparison draftId={draftId} entity={entity} records={records} />}
      <ChildDraftList parentDraftId={draftId} />
      <Stack direction="row" spacing={2}>
        {open && !waiting && (
          <Button variant="contained" onClick={() => publish.mutate()} disabled={publish.isPending}>
            {t('drafts.preview.publish')}
          </Button>
        )}
        {open && !waiting && editPath && (
          <Button variant="outlined" component={RouterLink} to={editPath}>
            {t('drafts.preview.edit')}
          </Button>
        )}
        {!open && recordPath && (
          <Button variant="outlined" component={RouterLink} to={recordPath}>
            {t('drafts.preview.openRecord')}
          </Button>
        )}
        <Button
          color="error"
          onClick={() => setAsking(true)}
          disabled={discard.isPending || waiting}
        >
          {open ? t('drafts.preview.discard') : t('drafts.list.remove')}
        </Button>
        <ConfirmDialog
          open={asking}
          title={t('drafts.list.removeTitle', { id: draftId })}
          text={t('drafts.list.removeText')}
          confirm={open ? t('drafts.preview.discard') : t('drafts.list.remove')}
          danger
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            discard.mutate();
          }}
        />
      </Stack>
    </Stack>
  );
}
