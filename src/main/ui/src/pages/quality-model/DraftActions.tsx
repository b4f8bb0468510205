import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ElementProblems } from '../../components/ProblemText';
import type { useDraftEditing } from './useDraftEditing';

/** Save, check, publish and discard, with what the last of them answered. */
export function DraftActions({ editing }: { editing: ReturnType<typeof useDraftEditing> }) {
  const { t } = useTranslation();
  const { placed, conflict, busy } = editing;
  const status = editing.dirty
    ? t('qualityDraft.unsaved')
    : editing.outcome === 'saved'
      ? t('qualityDraft.saved')
      : '';
  return (
    <Paper sx={{ p: 2 }} data-testid="draft-actions">
      {conflict === 'stale' && (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void editing.reload()}>
              {t('qualityDraft.reload')}
            </Button>
          }
        >
          {t('qualityDraft.stale')}
        </Alert>
      )}
      {conflict === 'revision' && (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void editing.publish(true)}>
              {t('qualityDraft.publishAnyway')}
            </Button>
          }
        >
          {t('qualityDraft.revisionConflict')}
        </Alert>
      )}
      {placed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('qualityDraft.refused', { count: countOf(placed) })}
        </Alert>
      )}
      {editing.outcome === 'valid' && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t('qualityDraft.valid')}
        </Alert>
      )}
      <ElementProblems problems={placed?.others ?? []} />
      {editing.failure !== null && <ErrorNotice error={editing.failure} />}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }}>
        <Button variant="outlined" onClick={() => void editing.save()} disabled={busy}>
          {t('qualityDraft.save')}
        </Button>
        <Button variant="outlined" onClick={() => void editing.check()} disabled={busy}>
          {t('qualityDraft.check')}
        </Button>
        <Button variant="contained" onClick={() => void editing.publish()} disabled={busy}>
          {t('qualityDraft.publish')}
        </Button>
        <ConfirmButton
          disabled={busy}
          title={t('qualityDraft.discardTitle')}
          text={t('qualityDraft.discardQuestion')}
          onConfirm={() => void editing.discard()}
        >
          {t('qualityDraft.discard')}
        </ConfirmButton>
        <Typography role="status" color="text.secondary">
          {status}
        </Typography>
      </Stack>
    </Paper>
  );
}

function countOf(placed: NonNullable<ReturnType<typeof useDraftEditing>['placed']>) {
  const placedCount = Object.values(placed.byElement)
    .flatMap((fields) => Object.values(fields))
    .reduce((sum, list) => sum + list.length, 0);
  return placedCount + placed.others.length;
}
