import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBound } from '../../format/dates';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { EnumerationDef } from '../../api/schemas';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { display, label } from '../../model/useModel';
import { useNode } from '../classifiers/classifiersApi';
import { periodOf, type Period } from '../drafts/period';
import {
  byClassifier,
  formAttributes,
  nodeLabel,
  type ClassificationView,
} from './classificationLogic';
import { useClassifiersOf, useRecordClassifications } from './classificationsApi';
import { ClassifyDialog } from './ClassifyDialog';
import { RemoveDialog } from './RemoveDialog';

interface Props {
  entityName: string;
  etalonId: string;
  /** The source systems of the model, and the one a write starts with (the record's first). */
  sourceSystems: readonly string[];
  sourceSystem: string;
  enumerations: readonly EnumerationDef[];
}

type Removing = { classifierName: string; nodeId: string | null; period: Period | null };

/**
 * The path of a node from the root, as its search hit gives it (a classification names its node
 * without it): found among the nodes of its version whose names contain its name.
 */
function NodePath({ view }: { view: ClassificationView }) {
  const { classifierName, versionName, nodeName, nodeId } = view;
  const path = useQuery({
    queryKey: ['classifier', classifierName, 'path', versionName, nodeId],
    enabled: !!versionName && !!nodeName,
    staleTime: 60_000,
    queryFn: async () => {
      const found = unwrap(
        await api.classifiers.GET('/api/v1/classifiers/{name}/versions/{version}/nodes/search', {
          params: {
            path: { name: classifierName, version: versionName! },
            query: { text: nodeName!, limit: 100 },
          },
        }),
      );
      const hit = found.hits.find((h) => h.node.nodeId === nodeId);
      return hit ? [...hit.path, hit.node.name].join(' › ') : null;
    },
  });
  const text = path.data ?? nodeName;
  return text ? (
    <Typography variant="caption" color="text.secondary" component="div">
      {text}
    </Typography>
  ) : null;
}

/**
 * The values of a period's node attributes, one per line, each by its display name as the node
 * (still in its version) defines it.
 */
function Values({ view }: { view: ClassificationView }) {
  const node = useNode(
    view.classifierName,
    view.versionName ?? '',
    view.versionName ? view.nodeId : null,
  );
  const labels = new Map(
    formAttributes(node.data).map((a) => [a.attribute.name!, label(a.attribute)]),
  );
  const entries = Object.entries(view.attributes as Record<string, unknown>);
  if (entries.length === 0) return <>—</>;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {entries.map(([name, value]) => (
        <Box key={name} sx={{ display: 'flex', gap: 0.5 }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {labels.get(name) ?? name}:
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {display(value)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The record's classifications over time, by classifier (those assigned to its entity): each
 * period's node, validity, attribute values and status; and the actions that classify the record,
 * move it to another node from a date, or remove a classification wholly or for a period.
 */
export function RecordClassifications(props: Props) {
  const { t, i18n } = useTranslation();
  const { entityName, etalonId } = props;
  const { classifiers, assigned, labelOf, multiple } = useClassifiersOf(entityName);
  const views = useRecordClassifications(etalonId);
  const [classifying, setClassifying] = useState<{ classifierName: string | null } | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const groups = byClassifier(
    views.data ?? [],
    assigned.map((c) => c.name),
  );
  const active = useMemo(
    () => (views.data ?? []).filter((v) => v.status === 'ACTIVE'),
    [views.data],
  );

  // Nothing to show for an entity no classifier is assigned to and a record never classified.
  if (classifiers.data && views.data && groups.length === 0) return null;

  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="classifications-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" id="classifications-title" sx={{ flex: 1 }}>
          {t('classifications.title')}
        </Typography>
        <Button
          variant="outlined"
          disabled={assigned.length === 0}
          onClick={() => setClassifying({ classifierName: null })}
        >
          {t('classifications.classify.open')}
        </Button>
      </Stack>
      {classifiers.error && <ErrorNotice error={classifiers.error} />}
      {views.error && <ErrorNotice error={views.error} />}
      {groups.map(({ classifierName, periods }) => {
        const shown = labelOf(classifierName);
        const isAssigned = assigned.some((c) => c.name === classifierName);
        return (
          <Box
            key={classifierName}
            component="section"
            aria-label={t('classifications.of', { classifier: shown })}
            data-classifier={classifierName}
            sx={{ mt: 2 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
                {shown}
              </Typography>
              {isAssigned && (
                <Button size="small" onClick={() => setClassifying({ classifierName })}>
                  {periods.length
                    ? t('classifications.classify.move')
                    : t('classifications.classify.open')}
                </Button>
              )}
              {periods.length > 0 && !multiple(classifierName) && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => setRemoving({ classifierName, nodeId: null, period: null })}
                >
                  {t('classifications.remove.open')}
                </Button>
              )}
            </Stack>
            <DataTable
              aria-label={t('classifications.periods', { classifier: shown })}
              rows={periods.map((view) => ({
                view,
                period: periodOf(view.validFrom, view.validTo),
                deleted: view.status !== 'ACTIVE',
              }))}
              empty={<Typography color="text.secondary">{t('classifications.none')}</Typography>}
              rowKey={({ view }) => `${view.classificationId}/${view.validFrom}`}
              rowProps={({ view, deleted }) => ({
                'data-status': view.status,
                sx: deleted ? { '& td': { color: 'text.secondary' } } : undefined,
              })}
              columns={[
                {
                  header: t('record.validity'),
                  cell: ({ period }) =>
                    t('record.period', {
                      from: formatBound(period.from, i18n.language, t('common.beginning')),
                      to: formatBound(period.to, i18n.language, t('common.end')),
                    }),
                },
                {
                  header: t('classifications.node'),
                  cell: ({ view, deleted }) => (
                    <>
                      <Box sx={deleted ? { textDecoration: 'line-through' } : undefined}>
                        {view.nodeName
                          ? nodeLabel({
                              displayName: view.nodeDisplayName,
                              name: view.nodeName,
                              code: view.nodeCode,
                            })
                          : t('classifications.nodeRemoved')}
                      </Box>
                      <NodePath view={view} />
                    </>
                  ),
                },
                { header: t('classifications.values'), cell: ({ view }) => <Values view={view} /> },
                {
                  header: t('record.status'),
                  cell: ({ view, deleted }) => (
                    <Chip
                      size="small"
                      label={deleted ? t('classifications.deleted') : t(`status.${view.status}`)}
                      color={deleted ? 'default' : 'success'}
                      variant={deleted ? 'outlined' : 'filled'}
                    />
                  ),
                },
                {
                  header: t('classifications.actions'),
                  cell: ({ view, period, deleted }) =>
                    !deleted && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={t('classifications.remove.periodOf', {
                          node: view.nodeDisplayName ?? view.nodeName ?? '',
                          from: formatBound(period.from, i18n.language, t('common.beginning')),
                        })}
                        onClick={() =>
                          setRemoving({
                            classifierName,
                            nodeId: multiple(classifierName) ? view.nodeId : null,
                            period,
                          })
                        }
                      >
                        {t('classifications.remove.row')}
                      </Button>
                    ),
                },
              ]}
            />
          </Box>
        );
      })}
      {classifying && (
        <ClassifyDialog
          entityName={entityName}
          etalonId={etalonId}
          classifiers={assigned}
          classifierName={classifying.classifierName}
          sourceSystems={props.sourceSystems}
          sourceSystem={props.sourceSystem}
          current={active}
          enumerations={props.enumerations}
          onClose={() => setClassifying(null)}
        />
      )}
      {removing && (
        <RemoveDialog
          entityName={entityName}
          etalonId={etalonId}
          classifierName={removing.classifierName}
          classifierLabel={labelOf(removing.classifierName)}
          nodeId={removing.nodeId}
          period={removing.period}
          sourceSystems={props.sourceSystems}
          sourceSystem={props.sourceSystem}
          onClose={() => setRemoving(null)}
        />
      )}
    </Paper>
  );
}
