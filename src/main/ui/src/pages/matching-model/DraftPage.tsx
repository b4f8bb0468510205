import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useSession } from '../../auth/session';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { entitiesOf, label, useModel } from '../../model/useModel';
import { comparableAttributes } from './attributes';
import { DiscardButton } from './DiscardButton';
import { DraftForm } from './DraftForm';
import { WeightToolsContext } from './WeightTools';
import { ElementProblems } from '../../components/ProblemText';
import { useDraftEditing } from './useDraftEditing';

/** A register's matching-model draft: the form, and save, publish and discard. */
export default function DraftPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { entity: entityName = '', draftId } = useParams();
  const model = useModel();
  const entity = useMemo(
    () => entitiesOf(model.data).find((e) => e.name === entityName),
    [model.data, entityName],
  );
  const attributes = useMemo(
    () => (entity ? comparableAttributes(entity, model.data) : []),
    [entity, model.data],
  );
  const editing = useDraftEditing(entityName, Number(draftId));
  const back = `/matching-models/${entityName}`;

  if (!session?.admin) return <Navigate to="/records" replace />;
  if (editing.outcome === 'published' || editing.outcome === 'discarded') {
    return <Navigate to={back} replace />;
  }

  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to={back} sx={{ alignSelf: 'flex-start' }}>
        {t('matchingDraft.back')}
      </Button>
      <Typography variant="h4" component="h1">
        {t('matchingDraft.title', { entity: entity ? label(entity) : entityName })}
      </Typography>
      <Typography color="text.secondary">{t('matchingDraft.help')}</Typography>
      {editing.draft.error ? (
        <ErrorNotice error={editing.draft.error} />
      ) : !editing.sets ? (
        <Loading />
      ) : (
        <>
          <WeightToolsContext.Provider
            value={{ busy: editing.busy, results: editing.weights, weigh: editing.weigh }}
          >
            <DraftForm
              sets={editing.sets}
              attributes={attributes}
              placed={editing.placed}
              onChange={editing.change}
            />
          </WeightToolsContext.Provider>
          <Paper sx={{ p: 2 }} data-testid="draft-actions">
            {editing.stale && (
              <Alert
                severity="warning"
                sx={{ mb: 1 }}
                action={
                  <Button color="inherit" size="small" onClick={() => void editing.reload()}>
                    {t('matchingDraft.reload')}
                  </Button>
                }
              >
                {t('matchingDraft.stale')}
              </Alert>
            )}
            {editing.placed && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {t('matchingDraft.refused')}
              </Alert>
            )}
            <ElementProblems problems={editing.placed?.others ?? []} />
            {editing.failure !== null && <ErrorNotice error={editing.failure} />}
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }}>
              <Button
                variant="outlined"
                onClick={() => void editing.save()}
                disabled={editing.busy}
              >
                {t('matchingDraft.save')}
              </Button>
              <Button
                variant="contained"
                onClick={() => void editing.publish()}
                disabled={editing.busy}
              >
                {t('matchingDraft.publish')}
              </Button>
              <DiscardButton disabled={editing.busy} onDiscard={() => void editing.discard()} />
              <Typography role="status" color="text.secondary">
                {editing.dirty
                  ? t('matchingDraft.unsaved')
                  : editing.outcome === 'saved'
                    ? t('matchingDraft.saved')
                    : ''}
              </Typography>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
