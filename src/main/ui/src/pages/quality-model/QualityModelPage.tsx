import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { useSession } from '../../auth/session';
import { ErrorNotice } from '../../components/ErrorNotice';
import { JsonFileButton } from '../../components/JsonFileButton';
import { Loading } from '../../components/Loading';
import { saveJson } from '../../files/lobs';
import { formatMoment } from '../../format/dates';
import { entitiesOf, useModel } from '../../model/useModel';
import { ModelView } from './ModelView';
import {
  exportModel,
  importModel,
  useFunctions,
  useOpenDraft,
  useOpenNewDraft,
  usePublishedModel,
} from './qualityModelApi';

/**
 * The administrators' quality model: the published one in words, and the way into its draft (an
 * open one is continued); export of the published model, import of a file into a draft.
 */
export default function QualityModelPage() {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const navigate = useNavigate();
  const model = useModel();
  const entities = useMemo(() => entitiesOf(model.data), [model.data]);
  const published = usePublishedModel();
  const functions = useFunctions();
  const draft = useOpenDraft();
  const open = useOpenNewDraft();
  const draftPath = (id: number) => `/quality-model/drafts/${id}`;
  /** The open draft, or a new one. */
  const draftId = async () =>
    draft.data?.draftId ?? (await open.mutateAsync(t('qualityModel.draftDescription'))).draftId;
  const download = useMutation({
    mutationFn: async () => saveJson(await exportModel(), 'quality-model.json'),
  });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const id = await draftId();
      await importModel(id, file);
      navigate(draftPath(id));
    },
  });

  if (!session?.admin) return <Navigate to="/records" replace />;
  const answer = published.data;

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('qualityModel.title')}
      </Typography>
      <Typography color="text.secondary">{t('qualityModel.intro')}</Typography>
      <Paper sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ flex: 1 }} data-testid="revision">
            {answer && answer.revision > 0
              ? t('qualityModel.revision', {
                  revision: answer.revision,
                  who: answer.publishedBy ?? '—',
                  when: answer.publishDate ? formatMoment(answer.publishDate, i18n.language) : '—',
                })
              : t('qualityModel.none')}
          </Typography>
          {draft.data ? (
            <Button variant="contained" component={RouterLink} to={draftPath(draft.data.draftId)}>
              {t('qualityModel.continue')}
            </Button>
          ) : (
            <Button
              variant="contained"
              onClick={() =>
                void draftId().then(
                  (id) => navigate(draftPath(id)),
                  () => {},
                )
              }
              disabled={draft.isPending || open.isPending}
            >
              {t('qualityModel.edit')}
            </Button>
          )}
          <Button
            variant="outlined"
            onClick={() => download.mutate()}
            disabled={download.isPending}
          >
            {t('qualityModel.export')}
          </Button>
          <JsonFileButton
            label={t('qualityModel.import')}
            inputLabel={t('qualityModel.importFile')}
            disabled={upload.isPending || draft.isPending}
            onFile={(file) => upload.mutate(file)}
          />
        </Stack>
        {draft.data && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('qualityModel.draftOpen', { owner: draft.data.ownerFullName ?? draft.data.owner })}
          </Alert>
        )}
        {[open.error, draft.error, download.error, upload.error].map(
          (error, i) => error && <ErrorNotice key={i} error={error} />,
        )}
      </Paper>
      {published.isPending ? (
        <Loading />
      ) : published.error ? (
        <ErrorNotice error={published.error} />
      ) : (
        <ModelView
          model={answer?.model ?? {}}
          functions={functions.data ?? []}
          entities={entities}
        />
      )}
    </Stack>
  );
}
