import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { useSession } from '../../auth/session';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { entitiesOf, label, useModel } from '../../model/useModel';
import { comparableAttributes } from './attributes';
import { ModelView } from './ModelView';
import { useOpenDraft, useOpenNewDraft, usePublishedModel } from './matchingModelsApi';

/**
 * The administrators' matching models: a register's published model in words, and the way into
 * its draft (an open one is continued, so two drafts of one model are not edited side by side).
 */
export default function MatchingModelsPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { entity: entityName } = useParams();
  const navigate = useNavigate();
  const model = useModel();
  const entities = useMemo(() => entitiesOf(model.data), [model.data]);
  const entity = entities.find((e) => e.name === entityName);
  const published = usePublishedModel(entityName);
  const draft = useOpenDraft(entityName);
  const open = useOpenNewDraft();

  if (!session?.admin) return <Navigate to="/records" replace />;

  const draftPath = (id: number) => `/matching-models/${entityName}/drafts/${id}`;
  async function edit() {
    const opened = await open.mutateAsync({
      entityName: entityName!,
      description: t('matchingDraft.title', { entity: entity ? label(entity) : entityName }),
    });
    navigate(draftPath(opened.draftId));
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('matchingModels.title')}
      </Typography>
      <Typography color="text.secondary">{t('matchingModels.intro')}</Typography>
      {model.error && <ErrorNotice error={model.error} />}
      <TextField
        select
        label={t('matchingModels.entity')}
        value={entity ? entityName : ''}
        onChange={(e) => navigate(`/matching-models/${e.target.value}`)}
        sx={{ maxWidth: 400 }}
      >
        {entities.map((e) => (
          <MenuItem key={e.name} value={e.name!}>
            {label(e)}
          </MenuItem>
        ))}
      </TextField>
      {!entityName ? (
        <Typography>{t('matchingModels.pick')}</Typography>
      ) : (
        <Paper sx={{ p: 2 }}>
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
          >
            <Typography variant="h5" component="h2">
              {t('matchingModels.published')}
            </Typography>
            {draft.data ? (
              <Button variant="contained" component={RouterLink} to={draftPath(draft.data.draftId)}>
                {t('matchingModels.continue')}
              </Button>
            ) : (
              <Button
                variant="contained"
                onClick={() => void edit().catch(() => {})}
                disabled={!entity || draft.isPending || open.isPending}
              >
                {t('matchingModels.edit')}
              </Button>
            )}
          </Stack>
          {draft.data && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('matchingModels.draftOpen', {
                owner: draft.data.ownerFullName ?? draft.data.owner,
              })}
            </Alert>
          )}
          {open.error && <ErrorNotice error={open.error} />}
          {draft.error && <ErrorNotice error={draft.error} />}
          {published.isPending ? (
            <Loading />
          ) : published.error ? (
            <ErrorNotice error={published.error} />
          ) : published.data ? (
            <ModelView
              model={published.data}
              attributes={entity ? comparableAttributes(entity, model.data) : []}
            />
          ) : (
            <Typography>
              {t('matchingModels.none', { entity: entity ? label(entity) : entityName })}
            </Typography>
          )}
        </Paper>
      )}
    </Stack>
  );
}
