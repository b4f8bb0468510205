import { Alert, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Problem } from '../../api/errors';
import type { DataModel } from '../../api/schemas';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { DraftActions } from './DraftActions';
import { ElementPane } from './ElementPane';
import { KindNav } from './KindNav';
import { check, useDraftInfo, useDraftModel, usePublished } from './modelApi';
import { ModelDrafts } from './ModelDrafts';
import { KINDS, placeAll, type Kind, type PlacedProblem } from './modelPath';
import { ProblemSummary } from './ProblemSummary';

/**
 * The data model for administrators: the published model (`/model`) or a data-model draft
 * (`/model/drafts/:draftId`), by kind of element; the element chosen is in the address.
 */
export default function ModelPage() {
  const { t } = useTranslation();
  const params = useParams();
  const draftId = params.draftId ? Number(params.draftId) : null;
  const [search] = useSearchParams();
  const kind: Kind = KINDS.find((k) => k === search.get('kind')) ?? 'entities';
  const selected = search.get('name');
  const adding = search.get('new') === '1';
  const published = usePublished();
  const draftModel = useDraftModel(draftId);
  const info = useDraftInfo(draftId);
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [found, setFound] = useState<{ problems: PlacedProblem[]; from: string } | null>(null);
  // What the last save did, shown while the address is the one it led to.
  const [note, setNote] = useState<{ text: string; at: string } | null>(null);

  const current = draftId === null ? published : draftModel;
  if (current.isPending || (draftId !== null && info.isPending)) return <Loading />;
  if (current.error) return <ErrorNotice error={current.error} />;
  if (info.error) return <ErrorNotice error={info.error} />;
  const model = (draftId === null ? published.data?.model : draftModel.data) ?? {};
  const draft = info.data ?? null;
  const problems = found?.problems ?? [];

  function showProblems(list: Problem[], from: 'check' | 'publish') {
    setFound(list.length ? { problems: placeAll(list), from } : null);
  }

  async function reload() {
    await client.invalidateQueries({ queryKey: ['model-draft', draftId] });
  }

  async function saved(version: number, name: string | null, removed: string | null) {
    client.setQueryData(['model-draft', draftId, 'info'], { ...draft, version });
    await client.invalidateQueries({ queryKey: ['model-draft', draftId, 'model'] });
    const at = `?kind=${kind}${name ? `&name=${encodeURIComponent(name)}` : ''}`;
    setNote({
      text: removed ? t('model.deleted', { name: removed }) : t('model.saved', { name, version }),
      at,
    });
    // Problems on show are checked again, so a fixed one goes and a new one shows.
    const fresh = client.getQueryData<DataModel>(['model-draft', draftId, 'model']);
    if (found && fresh) showProblems(await check(fresh), 'check');
    navigate(at);
  }

  const publishedNow = (location.state as { published?: number } | null)?.published;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {draftId === null ? t('model.title') : t('model.draftTitle', { id: draftId })}
      </Typography>
      {publishedNow !== undefined && draftId === null && (
        <Alert severity="success">{t('model.published', { id: publishedNow })}</Alert>
      )}
      {draftId === null ? (
        <ModelDrafts revision={published.data?.revision} />
      ) : draft === null || draft.state === 'PUBLISHED' ? (
        <Alert severity="warning">{t('model.draftGone', { id: draftId })}</Alert>
      ) : (
        // A new version is a changed model: what a check or publish said of the old one is gone.
        <DraftActions key={draft.version} draft={draft} model={model} onProblems={showProblems} />
      )}
      {note && note.at === location.search && (
        <Alert severity="success" role="status">
          {note.text}
        </Alert>
      )}
      {found && (
        <ProblemSummary
          problems={problems}
          title={t(found.from === 'publish' ? 'model.refused' : 'model.checkProblems', {
            count: problems.length,
          })}
        />
      )}
      <Stack direction="row" spacing={3} sx={{ alignItems: 'start' }}>
        <KindNav
          model={model}
          kind={kind}
          selected={selected}
          problems={problems}
          editing={draft !== null && draft.state !== 'PUBLISHED'}
        />
        <ElementPane
          model={model}
          kind={kind}
          selected={selected}
          adding={adding}
          draft={draft && draft.state !== 'PUBLISHED' ? draft : null}
          problems={problems}
          onSaved={saved}
          onReload={reload}
        />
      </Stack>
    </Stack>
  );
}
