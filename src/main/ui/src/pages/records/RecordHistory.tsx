import { Box, Button, Link, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { originName } from './originName';
import { api } from '../../api/client';
import type { components } from '../../api/generated/data';
import { unwrap } from '../../api/errors';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Link as RouterLink } from 'react-router';
import { displayOf, useModel } from '../../model/useModel';
import type { AttributeDef } from '../../api/schemas';
import { compareMoments } from './historyCompare';
import { FileNames } from '../../files/FileNames';
import { formatBound, formatMoment } from '../../format/dates';
import { Section } from '../../components/Section';

export interface HistoryAttribute {
  name: string;
  label: string;
  type: AttributeDef['type'];
  file: boolean;
}

interface Props {
  entityName: string;
  etalonId: string;
  /**
   * The entity's attributes in the model's order, with their labels and types; `file`: its values
   * are files, shown by their names.
   */
  attributes: HistoryAttribute[];
}

async function historic(entityName: string, etalonId: string, knownAt: string) {
  const answer = unwrap(
    await api.data.POST('/api/v2/data/records-history/historic-record', {
      body: {
        payload: {
          'org.platform.mdm.rest.v2.data': { entityName, etalonId, lastUpdateDate: knownAt },
        },
      },
    }),
  );
  return (answer.payload['org.platform.mdm.rest.v2.data'].etalon?.attributes ?? {}) as Record<
    string,
    unknown
  >;
}

/** The record's events, and the record as known at two of them side by side. */
/**
 * A value as the steward reads it: a file attribute's files by their names, a date or a moment as
 * every screen prints it.
 */
export function ValueText({
  attribute,
  value,
}: {
  attribute: HistoryAttribute | undefined;
  value: unknown;
}) {
  const { i18n } = useTranslation();
  return attribute?.file ? (
    <FileNames value={value} />
  ) : (
    <>{displayOf(attribute, value, i18n.language)}</>
  );
}

type HistoryEvent = NonNullable<components['schemas']['HistoryResponseRO']['events']>[number];

/** What a classification event placed, where, and for which period. */
function ClassificationText({ event }: { event: HistoryEvent }) {
  const { t, i18n } = useTranslation();
  const c = event.classification;
  if (!c) return null;
  const day = (d: string) => formatBound(d, i18n.language, '');
  const parts = [
    t('history.classifiedInto', {
      classifier: c.classifierName,
      node: c.nodeName ?? t('history.nodeGone'),
    }),
  ];
  if (event.validFrom) parts.push(t('history.from', { date: day(event.validFrom) }));
  if (event.validTo) parts.push(t('history.until', { date: day(event.validTo) }));
  return <span data-testid="history-classification">{parts.join(' ')}</span>;
}

/**
 * What a depersonalization in place replaced (its attributes, or a classifier's node values) and
 * by which run, a link to that run; a workflow step's process, task, holder and decision.
 */
function StepText({ event }: { event: HistoryEvent }) {
  const { t } = useTranslation();
  const d = event.depersonalization;
  if (d) {
    const what = d.classifierName
      ? t('history.depersonalizedClassifier', { classifier: d.classifierName })
      : t('history.depersonalizedAttributes', { attributes: (d.attributes ?? []).join(', ') });
    return (
      <span data-testid="history-depersonalized">
        {what} (
        <Link component={RouterLink} to={`/operations/jobs/runs/${d.executionId}`}>
          {t('history.run', { id: d.executionId })}
        </Link>
        , {t('history.key', { key: d.keyName })})
      </span>
    );
  }
  const w = event.workflow;
  if (!w) return null;
  const parts = [w.processName ?? w.processId, w.taskName].filter(Boolean);
  let text = parts.join(': ');
  if (w.assignee) text += ` → ${w.assignee}`;
  if (w.decision) text += `; ${w.decision}`;
  if (w.comment) text += ` «${w.comment}»`;
  return <span data-testid="history-workflow">{text}</span>;
}

/** A record another one's event names: its id, its name (absent when gone) and its register. */
interface Other {
  id: string;
  name?: string | null;
  entityName?: string | null;
}

/**
 * The other records the event names (a link's end, a merge's or unmerge's other side), by their
 * names, each a link to its card.
 */
function OthersText({ event, entityName }: { event: HistoryEvent; entityName: string }) {
  const { t } = useTranslation();
  const model = useModel();
  const parts: { text: string; others: Other[] }[] = [];
  const relation = event.relation;
  if (relation?.toEtalonId) {
    const to = model.data?.relations?.find((r) => r.name === relation.relationName)?.to;
    parts.push({
      text: t('history.linkTo', { relation: relation.relationName }),
      others: [{ id: relation.toEtalonId, name: relation.toDisplayName, entityName: to }],
    });
  }
  const same = (id: string, name?: string | null): Other => ({ id, name, entityName });
  if (event.winnerEtalonId) {
    parts.push({
      text: t('history.mergedInto'),
      others: [same(event.winnerEtalonId, event.winnerDisplayName)],
    });
  }
  if (event.loserEtalonIds?.length) {
    parts.push({
      text: t('history.mergedIn'),
      others: event.loserEtalonIds.map((id, i) => same(id, event.loserDisplayNames?.[i])),
    });
  }
  if (event.detachedEtalonId) {
    parts.push({
      text: t('history.detachedInto'),
      others: [same(event.detachedEtalonId, event.detachedDisplayName)],
    });
  }
  if (event.unmergedFromEtalonId) {
    parts.push({
      text: t('history.unmergedFrom'),
      others: [same(event.unmergedFromEtalonId, event.unmergedFromDisplayName)],
    });
  }
  if (parts.length === 0) return null;
  return (
    <span data-testid="history-others">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && '; '}
          {part.text}{' '}
          {part.others.map((other, j) => (
            <span key={other.id}>
              {j > 0 && ', '}
              {other.name && other.entityName ? (
                <Link
                  component={RouterLink}
                  to={`/records/${encodeURIComponent(other.entityName)}/${other.id}`}
                >
                  {other.name}
                </Link>
              ) : (
                (other.name ?? t('history.recordGone'))
              )}
            </span>
          ))}
        </span>
      ))}
    </span>
  );
}

export function RecordHistory({ entityName, etalonId, attributes }: Props) {
  const { t, i18n } = useTranslation();
  const history = useQuery({
    queryKey: ['history', etalonId],
    queryFn: async () =>
      unwrap(
        await api.data.GET('/api/v2/data/records/{etalonId}/history', {
          params: { path: { etalonId } },
        }),
      ).events ?? [],
  });
  const events = history.data ?? [];
  const [moments, setMoments] = useState<[string, string] | null>(null);
  const [chosen, setChosen] = useState<{ a: string; b: string }>({ a: '', b: '' });
  const compared = useQuery({
    queryKey: ['historic', etalonId, moments],
    enabled: moments !== null,
    queryFn: async () => {
      const [a, b] = moments!;
      const [before, after] = await Promise.all([
        historic(entityName, etalonId, a),
        historic(entityName, etalonId, b),
      ]);
      return compareMoments(
        attributes.map((x) => x.name),
        before,
        after,
      );
    },
  });
  const dates = [...new Set(events.map((e) => e.date!))];
  const labelOf = (name: string) => attributes.find((a) => a.name === name)?.label ?? name;
  const attributeOf = (name?: string | null) => attributes.find((x) => x.name === name);

  return (
    <Section id="history-title" title={t('history.title')}>
      {history.error && <ErrorNotice error={history.error} />}
      <DataTable
        data-testid="history"
        rows={events}
        rowKey={(event) => event.seq!}
        columns={[
          { header: t('history.when'), cell: (event) => formatMoment(event.date, i18n.language) },
          {
            header: t('history.what'),
            cell: (event) => t(`history.types.${event.type}`, { defaultValue: event.type }),
            cellProps: (event) => ({ title: event.type }),
          },
          { header: t('history.who'), cell: (event) => event.user },
          {
            header: t('record.source'),
            cell: (event) =>
              event.sourceSystem ? originName(event.sourceSystem, event.externalId, etalonId) : '',
            cellProps: () => ({ sx: { overflowWrap: 'anywhere' } }),
          },
          {
            header: t('history.changes'),
            cellProps: () => ({ sx: { overflowWrap: 'anywhere' } }),
            cell: (event) => (
              <>
                <OthersText event={event} entityName={entityName} />
                <ClassificationText event={event} />
                <StepText event={event} />
                {(event.changes ?? []).map((c, i) => (
                  <span key={c.attribute ?? i}>
                    {i > 0 && '; '}
                    {labelOf(c.attribute ?? '')}:{' '}
                    <ValueText attribute={attributeOf(c.attribute)} value={c.oldValue} /> →{' '}
                    <ValueText attribute={attributeOf(c.attribute)} value={c.newValue} />
                  </span>
                ))}
              </>
            ),
          },
        ]}
      />

      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        {(['a', 'b'] as const).map((which) => (
          <TextField
            key={which}
            select
            size="small"
            label={which === 'a' ? t('history.momentA') : t('history.momentB')}
            value={chosen[which]}
            onChange={(e) => setChosen({ ...chosen, [which]: e.target.value })}
            sx={{ minWidth: 240 }}
          >
            {dates.map((date) => (
              <MenuItem key={date} value={date}>
                {formatMoment(date, i18n.language, true)}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <Button
          variant="outlined"
          disabled={!chosen.a || !chosen.b}
          onClick={() => setMoments([chosen.a, chosen.b])}
        >
          {t('history.compare')}
        </Button>
      </Stack>
      {compared.error && <ErrorNotice error={compared.error} />}
      {compared.data && moments && (
        <Box sx={{ mt: 2 }}>
          <DataTable
            data-testid="history-compare"
            rows={compared.data}
            rowKey={(row) => row.attribute}
            rowProps={(row) => ({
              'data-attribute': row.attribute,
              'data-differs': row.differs,
              sx: row.differs ? { bgcolor: '#fff4e5' } : undefined,
            })}
            columns={[
              {
                header: t('record.attribute'),
                cell: (row) =>
                  `${labelOf(row.attribute)}${row.differs ? ` (${t('history.changed')})` : ''}`,
              },
              {
                header: formatMoment(moments[0], i18n.language, true),
                cell: (row) => (
                  <ValueText attribute={attributeOf(row.attribute)} value={row.before} />
                ),
              },
              {
                header: formatMoment(moments[1], i18n.language, true),
                cell: (row) => (
                  <ValueText attribute={attributeOf(row.attribute)} value={row.after} />
                ),
              },
            ]}
          />
        </Box>
      )}
    </Section>
  );
}
