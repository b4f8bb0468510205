import { Box, Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { finished } from '../progress';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import {
  useDefinition,
  useDeleteDefinition,
  useExecutions,
  useRunAction,
  type Definition,
  type Descriptor,
} from './jobsApi';
import { ProblemList } from './ProblemList';
import { RunsTable } from './RunsTable';
import { StepsPanel } from './StepsPanel';

interface Props {
  id: number;
  descriptors: Descriptor[];
  onEdit: (definition: Definition) => void;
}

/**
 * One operation: what it is, its runs followed every second while one goes on, started now,
 * stopped or restarted, and the steps of the run chosen (the latest unless another is).
 */
export function DefinitionDetail({ id, descriptors, onEdit }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const definition = useDefinition(id);
  const runs = useExecutions(id);
  const action = useRunAction();
  const remove = useDeleteDefinition();
  const [chosenRun, setChosenRun] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  if (definition.isPending) return <Loading />;
  if (definition.error) return <ErrorNotice error={definition.error} />;
  const current = definition.data;
  const type = descriptors.find((d) => d.jobName === current.jobName);
  const list = runs.data ?? [];
  const shownRun = list.find((r) => r.id === chosenRun) ?? list[0] ?? null;
  // A depersonalization in place rewrites the stored values themselves: asked before it starts.
  const irreversible = (current.parameters as Record<string, unknown> | null)?.inPlace === true;

  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="definition-name" data-testid="job">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="definition-name" variant="h6" component="h2">
          {current.name}
        </Typography>
        <Chip size="small" variant="outlined" label={type?.displayName ?? current.jobName} />
        <Chip
          size="small"
          color={current.enabled ? 'success' : 'default'}
          label={current.enabled ? t('operations.job.on') : t('operations.job.off')}
        />
        <Box sx={{ flex: 1 }} />
        {irreversible ? (
          <ConfirmButton
            variant="contained"
            disabled={action.isPending || !current.enabled}
            title={t('operations.job.irreversibleTitle', { name: current.name })}
            text={t('operations.job.irreversibleText')}
            onConfirm={() => action.mutate({ action: 'start', id })}
          >
            {t('operations.job.start')}
          </ConfirmButton>
        ) : (
          <Button
            variant="contained"
            disabled={action.isPending || !current.enabled}
            onClick={() => action.mutate({ action: 'start', id })}
          >
            {t('operations.job.start')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => onEdit(current)}>
          {t('operations.job.edit')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          {t('operations.job.delete')}
        </Button>
        <Button component={RouterLink} to="/operations/jobs">
          {t('operations.load.close')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {[
          current.description,
          current.cronExpression
            ? t('operations.job.scheduled', { cron: current.cronExpression })
            : t('operations.job.unscheduled'),
          current.enabled ? null : t('operations.job.disabledHelp'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {action.error && <ProblemList error={action.error} />}
      {remove.error && <ProblemList error={remove.error} />}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
        {t('operations.job.runs')}
      </Typography>
      {runs.isPending ? (
        <Loading />
      ) : runs.error ? (
        <ErrorNotice error={runs.error} />
      ) : (
        <RunsTable
          runs={list}
          selected={shownRun?.id ?? null}
          onSelect={setChosenRun}
          onStop={(runId) => action.mutate({ action: 'stop', id: runId })}
          onRestart={(runId) => action.mutate({ action: 'restart', id: runId })}
          busy={action.isPending}
        />
      )}
      {shownRun && (
        <>
          <Divider sx={{ my: 2 }} />
          <StepsPanel
            key={shownRun.id}
            runId={shownRun.id}
            following={!finished(shownRun.status)}
          />
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('operations.job.deleteTitle', { name: current.name })}
          text={t('operations.job.deleteText')}
          confirm={t('operations.job.delete')}
          danger
          busy={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(id, {
              onSuccess: () => void navigate('/operations/jobs'),
              onSettled: () => setDeleting(false),
            })
          }
        />
      )}
    </Paper>
  );
}
