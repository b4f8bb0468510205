import { Alert, Button, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/errors';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { entitiesOf, label, useModel } from '../../model/useModel';
import { percent } from './progress';
import { ProgressBar } from './ProgressBar';
import { useResumeRun, useRuns, useStartRun } from './runsApi';
import { StateChip } from './StateChip';
import { when } from './when';

/** Bulk matching runs: start one over a register, follow each until it ends, resume a failed one. */
export default function MatchingTab() {
  const { t, i18n } = useTranslation();
  const model = useModel();
  const entities = useMemo(() => entitiesOf(model.data), [model.data]);
  const [entityName, setEntityName] = useState('');
  const runs = useRuns();
  const start = useStartRun();
  const resume = useResumeRun();
  const number = new Intl.NumberFormat(i18n.language);
  const nameOf = (name: string | null) => {
    const entity = entities.find((e) => e.name === name);
    return entity ? label(entity) : (name ?? '');
  };
  const entityProblems = start.error instanceof ApiError ? start.error.about('entityName') : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (entityName) start.mutate(entityName);
  }

  return (
    <Stack spacing={2}>
      <Paper component="form" onSubmit={submit} sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('operations.run.start')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('operations.run.startHelp')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            select
            required
            label={t('operations.run.entity')}
            value={entityName}
            onChange={(e) => {
              setEntityName(e.target.value);
              start.reset();
            }}
            error={entityProblems.length > 0}
            helperText={entityProblems.map((p) => p.message).join(' ') || undefined}
            sx={{ minWidth: 300 }}
          >
            {entities.map((e) => (
              <MenuItem key={e.name} value={e.name!}>
                {label(e)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!entityName || start.isPending}
            sx={{ mt: 0.5 }}
          >
            {t('operations.run.start')}
          </Button>
        </Stack>
        {start.error && entityProblems.length === 0 && <ErrorNotice error={start.error} />}
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('operations.run.list')}
        </Typography>
        {resume.error && <ErrorNotice error={resume.error} />}
        {runs.isPending ? (
          <Loading />
        ) : runs.error ? (
          <ErrorNotice error={runs.error} />
        ) : (
          <DataTable
            aria-label={t('operations.run.list')}
            rows={runs.data}
            empty={t('operations.none')}
            rowKey={(run) => run.runId!}
            rowProps={() => ({ 'data-testid': 'run-row' })}
            columns={[
              {
                header: t('operations.run.entityColumn'),
                cell: (run) => (
                  <>
                    {nameOf(run.entityName)}
                    {run.entityName && (
                      <Link
                        component={RouterLink}
                        to={`/matching-models/${run.entityName}`}
                        aria-label={t('matchingModels.toRunsOf', {
                          entity: nameOf(run.entityName),
                        })}
                        sx={{ display: 'block', fontSize: '0.8125rem' }}
                      >
                        {t('matchingModels.toRuns')}
                      </Link>
                    )}
                  </>
                ),
              },
              {
                header: t('operations.stateColumn'),
                cell: (run) => (
                  <>
                    <StateChip state={run.state} />
                    {run.executionId != null && (
                      <Link
                        component={RouterLink}
                        to={`/operations/jobs/runs/${run.executionId}`}
                        sx={{ display: 'block', fontSize: '0.8125rem' }}
                      >
                        {t('operations.run.backgroundRun', { id: run.executionId })}
                      </Link>
                    )}
                  </>
                ),
              },
              {
                header: t('operations.run.phase'),
                cell: (run) =>
                  run.phase
                    ? t(`operations.run.phases.${run.phase}`, { defaultValue: run.phase })
                    : t('common.none'),
              },
              {
                header: t('operations.progressColumn'),
                width: 220,
                cell: (run) => (
                  <>
                    <ProgressBar
                      value={percent(run.done, run.total, run.state === 'DONE')}
                      state={run.state}
                      name={t('operations.run.name', { entity: nameOf(run.entityName) })}
                    />
                    <Typography variant="caption" color="text.secondary">
                      {t('operations.run.done', {
                        done: number.format(run.done),
                        total: number.format(run.total),
                      })}
                    </Typography>
                  </>
                ),
              },
              {
                header: t('operations.run.compared'),
                align: 'right',
                cell: (run) => (
                  <>
                    {number.format(run.compared)}
                    {run.capped > 0 && (
                      <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>
                        {t('operations.run.capped', { count: run.capped })}
                      </Typography>
                    )}
                  </>
                ),
              },
              {
                header: t('operations.run.matched'),
                align: 'right',
                cell: (run) => number.format(run.matched),
              },
              {
                header: t('operations.run.merged'),
                align: 'right',
                cell: (run) => number.format(run.merged),
              },
              { header: t('operations.by'), cell: (run) => run.requestedBy },
              {
                header: t('operations.when'),
                cell: (run) => when(run.startedAt ?? run.requestedAt, i18n.language),
              },
              {
                header: t('operations.run.finished'),
                cell: (run) => when(run.finishedAt, i18n.language),
              },
              {
                cell: (run) => (
                  <>
                    {run.state === 'FAILED' && (
                      <Button
                        size="small"
                        variant="outlined"
                        aria-label={t('operations.run.resumeOf', {
                          entity: nameOf(run.entityName),
                        })}
                        onClick={() => resume.mutate(run.runId!)}
                        disabled={resume.isPending}
                      >
                        {t('operations.resume')}
                      </Button>
                    )}
                    {run.error && (
                      <Alert severity="error" sx={{ mt: 1, py: 0 }}>
                        {run.error}
                      </Alert>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </Paper>
    </Stack>
  );
}
