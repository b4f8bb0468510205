import { Alert, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useStateName } from '../model/modelApi';
import { kindOf } from './classifierLogic';
import { discardDraft, publishDraft, useRefreshClassifiers, type Draft } from './classifiersApi';
import { ProblemList } from './ProblemList';
import { Section } from '../../components/Section';

/** The stable code of a draft started before another publication of its subject. */
const CHANGED = 'CLASSIFIER_CHANGED';

interface Props {
  drafts: Draft[];
  /** The draft saved last, named to the steward as the one to publish. */
  saved: number | null;
  onPublished: (draft: Draft) => void;
}

/** The classifier drafts not published yet: each published or discarded from here. */
export function ClassifierDrafts({ drafts, saved, onPublished }: Props) {
  const { t } = useTranslation();
  if (drafts.length === 0) return null;
  return (
    <Section
      id="classifier-drafts"
      title={t('classifiers.drafts.title')}
      help={t('classifiers.drafts.intro')}
    >
      <List dense aria-labelledby="classifier-drafts">
        {drafts.map((d) => (
          <DraftLine
            key={d.draftId}
            draft={d}
            fresh={d.draftId === saved}
            onPublished={onPublished}
          />
        ))}
      </List>
    </Section>
  );
}

function DraftLine({
  draft,
  fresh,
  onPublished,
}: {
  draft: Draft;
  fresh: boolean;
  onPublished: (draft: Draft) => void;
}) {
  const { t } = useTranslation();
  const stateName = useStateName();
  const refresh = useRefreshClassifiers();
  const publish = useMutation({
    mutationFn: (force: boolean) => publishDraft(draft.draftId, force),
    onSuccess: async () => {
      await refresh();
      onPublished(draft);
    },
  });
  const discard = useMutation({
    mutationFn: () => discardDraft(draft.draftId),
    onSuccess: () => refresh(),
  });
  const error = publish.error ?? discard.error;
  const changed = error instanceof ApiError && error.problems.some((p) => p.code === CHANGED);
  const busy = publish.isPending || discard.isPending;
  const kind = kindOf(draft);
  return (
    <ListItem
      disableGutters
      data-draft={draft.draftId}
      sx={{ display: 'block', borderTop: 1, borderColor: 'divider', py: 1 }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: fresh ? 600 : 400 }}>
          {t('classifiers.drafts.line', {
            id: draft.draftId,
            kind: kind ? t(`classifiers.drafts.kinds.${kind}`) : draft.type,
            subject: draft.subjectId ?? '',
            state: stateName(draft.state),
          })}
        </Typography>
        {draft.description && (
          <Typography variant="body2" color="text.secondary">
            {draft.description}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button
            variant="contained"
            size="small"
            disabled={busy}
            onClick={() => publish.mutate(false)}
            aria-label={t('classifiers.drafts.publishLabel', { id: draft.draftId })}
          >
            {t('classifiers.drafts.publish')}
          </Button>
          <ConfirmButton
            size="small"
            disabled={busy}
            aria-label={t('classifiers.drafts.discardLabel', { id: draft.draftId })}
            title={t('classifiers.drafts.confirmDiscard', { id: draft.draftId })}
            text={t('classifiers.drafts.confirmDiscardText')}
            onConfirm={() => discard.mutate()}
          >
            {t('classifiers.drafts.discard')}
          </ConfirmButton>
        </Stack>
      </Stack>
      {fresh && !error && (
        <Alert severity="info" sx={{ mt: 1 }} role="status">
          {t('classifiers.drafts.saved', { id: draft.draftId })}
        </Alert>
      )}
      {changed ? (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" onClick={() => publish.mutate(true)}>
              {t('classifiers.drafts.publishAnyway')}
            </Button>
          }
        >
          {error.message}
        </Alert>
      ) : (
        error && (
          <Stack sx={{ mt: 1 }}>
            <ProblemList error={error} />
          </Stack>
        )
      )}
    </ListItem>
  );
}
