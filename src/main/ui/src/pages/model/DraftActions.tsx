import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError, type Problem } from '../../api/errors';
import type { DataModel } from '../../api/schemas';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorNotice } from '../../components/ErrorNotice';
import {
  check,
  discard,
  publish,
  useRefreshModel,
  useStateName,
  type ModelDraft,
} from './modelApi';

interface Props {
  draft: ModelDraft;
  model: DataModel;
  /** The problems of a check or a refused publish (none: the model holds together). */
  onProblems: (problems: Problem[], from: 'check' | 'publish') => void;
}

const REVISION_CONFLICT = 'META_DRAFT_REVISION_CONFLICT';

/** What a data-model draft offers as a whole: check it, publish it, discard it. */
export function DraftActions({ draft, model, onProblems }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshModel();
  const stateName = useStateName();
  const [checked, setChecked] = useState(false);
  const checking = useMutation({
    mutationFn: () => check(model),
    onSuccess: (problems) => {
      setChecked(problems.length === 0);
      onProblems(problems, 'check');
    },
  });
  const publishing = useMutation({
    mutationFn: (force: boolean) => publish(draft.draftId, force),
    onSuccess: async () => {
      await refresh();
      navigate('/model', { state: { published: draft.draftId } });
    },
    onError: (error) => {
      // A refused model answers its problems; they are shown per element, not as one error.
      if (error instanceof ApiError && error.status === 400) onProblems(error.problems, 'publish');
    },
  });
  const discarding = useMutation({
    mutationFn: () => discard(draft.draftId),
    onSuccess: async () => {
      await refresh();
      navigate('/model');
    },
  });
  const error = publishing.error as ApiError | null;
  const conflict = error?.problems?.some((p) => p.code === REVISION_CONFLICT);
  const busy = checking.isPending || publishing.isPending || discarding.isPending;
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography data-testid="draft-state">
          {t('model.draftState', {
            id: draft.draftId,
            state: stateName(draft.state),
            version: draft.version,
          })}
        </Typography>
        <Button variant="outlined" disabled={busy} onClick={() => checking.mutate()}>
          {t('model.check')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => publishing.mutate(false)}>
          {t('model.publish')}
        </Button>
        <ConfirmButton
          disabled={busy}
          title={t('model.confirmDiscard', { id: draft.draftId })}
          text={t('model.confirmDiscardText')}
          onConfirm={() => discarding.mutate()}
        >
          {t('model.discard')}
        </ConfirmButton>
        <Link component={RouterLink} to="/model">
          {t('model.backToPublished')}
        </Link>
      </Stack>
      {checked && !checking.isPending && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {t('model.checkedValid')}
        </Alert>
      )}
      {conflict && (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" onClick={() => publishing.mutate(true)}>
              {t('model.publishAnyway')}
            </Button>
          }
        >
          {error!.message}
        </Alert>
      )}
      {error && !conflict && error.status !== 400 && <ErrorNotice error={error} />}
      {checking.error && <ErrorNotice error={checking.error} />}
      {discarding.error && <ErrorNotice error={discarding.error} />}
    </Paper>
  );
}
