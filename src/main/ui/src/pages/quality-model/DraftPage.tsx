import { Button, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useSession } from '../../auth/session';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { entitiesOf, useModel } from '../../model/useModel';
import { AssignmentsSection } from './AssignmentsSection';
import { CompositesView } from './CompositesView';
import { DraftActions } from './DraftActions';
import { useFunctions } from './qualityModelApi';
import { RulesSection } from './RulesSection';
import { SetsSection } from './SetsSection';
import { TryFunction } from './TryFunction';
import { useDraftEditing } from './useDraftEditing';

/** The quality-model draft: its rules, sets and assignments, and save, check, publish, discard. */
export default function DraftPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { draftId } = useParams();
  const model = useModel();
  const functions = useFunctions();
  const entities = useMemo(() => entitiesOf(model.data), [model.data]);
  const sourceSystems = useMemo(
    () => (model.data?.sourceSystems ?? []).map((s) => s.name!).filter(Boolean),
    [model.data],
  );
  const editing = useDraftEditing(Number(draftId));
  const { form, placed, change } = editing;
  const known = functions.data ?? [];

  if (!session?.admin) return <Navigate to="/records" replace />;
  if (editing.outcome === 'published' || editing.outcome === 'discarded') {
    return <Navigate to="/quality-model" replace />;
  }

  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to="/quality-model" sx={{ alignSelf: 'flex-start' }}>
        {t('qualityDraft.back')}
      </Button>
      <Typography variant="h4" component="h1">
        {t('qualityDraft.title', { id: draftId })}
      </Typography>
      <Typography color="text.secondary">{t('qualityDraft.help')}</Typography>
      {functions.error && <ErrorNotice error={functions.error} />}
      {editing.draft.error ? (
        <ErrorNotice error={editing.draft.error} />
      ) : !form ? (
        <Loading />
      ) : (
        <>
          <RulesSection
            rules={form.rules}
            functions={known}
            sourceSystems={sourceSystems}
            placed={placed}
            onChange={(rules) => change({ ...form, rules })}
          />
          <SetsSection
            form={form}
            functions={known}
            entities={entities}
            dataModel={model.data}
            placed={placed}
            onChange={(sets) => change({ ...form, sets })}
          />
          <AssignmentsSection
            assignments={form.assignments}
            setNames={form.sets.map((s) => s.name)}
            entities={entities}
            placed={placed}
            onChange={(assignments) => change({ ...form, assignments })}
          />
          <CompositesView functions={form.functions ?? []} />
          <TryFunction functions={known} />
          <DraftActions editing={editing} />
        </>
      )}
    </Stack>
  );
}
