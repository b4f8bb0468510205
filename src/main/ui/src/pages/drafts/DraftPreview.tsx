import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { attributesOf, entitiesOf, label, useModel } from '../../model/useModel';
import { DraftClassifications } from '../classifications/DraftClassifications';
import { ChildDraftList } from './ChildDraftList';
import { ComparisonTable } from './ComparisonTable';
import { LinksComparison } from './LinksComparison';
import {
  publishDraft,
  readByKey,
  readEtalon,
  removeDraft,
  subjectOf,
  useDraft,
} from './recordDrafts';
import { Section } from '../../components/Section';
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
  const subject = draft.data ? subjectOf(draft.data) : null;
  const key =
    subject?.entityName && subject.sourceSystem && subject.externalId
      ? {
          entityName: subject.entityName,
          sourceSystem: subject.sourceSystem,
          externalId: subject.externalId,
        }
      : null;
  const open = draft.data?.state !== 'PUBLISHED';
  // Waiting for its approval process: shown as drafted, but neither edited nor published by hand.
  const waiting = draft.data?.state === 'DELAYED_BY_WORKFLOW';

  const drafted = useQuery({
    queryKey: ['drafts', 'preview', draftId, key],
    enabled: key !== null && open,
    queryFn: () => readByKey(key!.entityName, key!.sourceSystem, key!.externalId, draftId),
  });
  // The record now: by its etalon id when the draft is of a record there (the draft may write a
  // key of it that is new), else by the key the draft writes (none yet: a new record).
  const subjectId = draft.data?.subjectId || null;
  const current = useQuery({
    queryKey: ['record', 'now', key, subjectId],
    enabled: key !== null,
    queryFn: () =>
      subjectId
        ? readEtalon(key!.entityName, subjectId)
        : readByKey(key!.entityName, key!.sourceSystem, key!.externalId),
  });

  const entity = entitiesOf(model.data).find((e) => e.name === subject?.entityName);
  const etalonId = drafted.data?.etalonId ?? current.data?.etalonId ?? subjectId;
  const recordPath =
    subject?.entityName && etalonId
      ? `/records/${encodeURIComponent(subject.entityName)}/${etalonId}`
      : null;

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
      {drafted.error && <ErrorNotice error={drafted.error} />}
      {current.error && <ErrorNotice error={current.error} />}
      {key && entity && (
        <Section
          id="comparison-title"
          title={open ? t('drafts.preview.comparison') : t('drafts.preview.published')}
          help={
            <>
              {t('drafts.preview.key', { source: key.sourceSystem, id: key.externalId })}
              {current.data === null && ` ${t('drafts.preview.newRecord')}`}
            </>
          }
          helpGap={1}
        >
          {(drafted.isPending && open) || current.isPending ? (
            <Loading />
          ) : (
            <ComparisonTable
              attributes={attributesOf(entity)}
              current={(current.data?.attributes ?? null) as Record<string, unknown> | null}
              drafted={
                open ? ((drafted.data?.attributes ?? null) as Record<string, unknown> | null) : null
              }
            />
          )}
          {open && (
            <LinksComparison
              relations={(model.data?.relations ?? []).filter((r) => r.from === entity.name)}
              current={current.data?.relations}
              drafted={drafted.data?.relations}
            />
          )}
          {open && etalonId && drafted.data && !current.isPending && (
            <DraftClassifications
              entityName={entity.name!}
              etalonId={etalonId}
              draftId={draftId}
              exists={current.data !== null && current.data !== undefined}
            />
          )}
        </Section>
      )}
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
