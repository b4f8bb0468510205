import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { Timeline } from '../../components/Timeline';
import { momentIn, periodAt } from '../../components/timelineLayout';
import { FileNames } from '../../files/FileNames';
import { isFileAttribute } from '../../files/lobs';
import { RecordFiles } from '../../files/RecordFiles';
import { RecordClusters } from '../duplicates/RecordClusters';
import { useUnmerge } from '../duplicates/useUnmerge';
import { attributesOf, displayOf, entitiesOf, label, useModel } from '../../model/useModel';
import { RecordClassifications } from '../classifications/RecordClassifications';
import { RecordTasks } from '../tasks/RecordTasks';
import { RecordHistory } from './RecordHistory';
import { RecordRelations } from './RecordRelations';
import { originName } from './originName';
import { emptiedBy, SourceValues, useSourceValues } from './SourceValues';
import { formatDay } from '../../format/dates';
import { PLATFORM_SOURCE } from '../drafts/recordDrafts';
import { may, useSession } from '../../auth/session';
import { Section } from '../../components/Section';
import { QualityMarks } from '../quality/QualityMarks';
import { RecordQuality } from '../quality/RecordQuality';
import { errorsByAttribute, useQualityResults } from '../quality/qualityResults';

/** A golden record: its values with the source of each, its timeline and its origins. */
export default function RecordPage() {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const { entity: entityName = '', etalonId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const at = params.get('at');
  const model = useModel();
  const entity = useMemo(
    () => entitiesOf(model.data).find((e) => e.name === entityName),
    [model.data, entityName],
  );

  const record = useQuery({
    queryKey: ['record', entityName, etalonId, at],
    queryFn: async () =>
      unwrap(
        await api.records.GET('/api/meta-data-driven/v1/data/{entityName}/etalon/{etalonId}', {
          params: {
            path: { entityName, etalonId },
            query: { explain: true, includeInactive: true, ...(at ? { timelineDate: at } : {}) },
          },
        }),
      ),
  });
  const timeline = useQuery({
    queryKey: ['timeline', etalonId],
    queryFn: async () =>
      unwrap(
        await api.data.GET('/api/v2/data/records/{etalonId}/timeline', {
          params: { path: { etalonId } },
        }),
      ).timeline ?? [],
  });
  const origins = useQuery({
    queryKey: ['origins', etalonId],
    queryFn: async () =>
      unwrap(
        await api.data.GET('/api/v2/data/records/{etalonId}/origins', {
          params: { path: { etalonId } },
        }),
      ).origins ?? [],
  });

  const unmerge = useUnmerge(entityName, etalonId);
  const several = (origins.data?.length ?? 0) > 1;
  const periods = timeline.data ?? [];
  const selected = periodAt(periods, at);
  const attributes = entity ? attributesOf(entity) : [];
  const values = (record.data?.attributes ?? {}) as Record<string, unknown>;
  const sources = record.data?.attributeSources ?? {};
  // The values by source (asked once, for the table below too) tell an emptied value from none.
  const bySource = useSourceValues(etalonId, at);
  const sourceSystems = (model.data?.sourceSystems ?? []).map((s) => s.name!);
  const quality = useQualityResults(entityName, etalonId, at);
  const marks = errorsByAttribute(quality.data?.errors ?? []);
  const attributeLabel = (name: string) => {
    const attribute = attributes.find((a) => a.name === name);
    return attribute ? label(attribute) : name;
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={`/records/${encodeURIComponent(entityName)}`}>
          ← {t('record.back')}
        </Button>
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {entity ? label(entity) : entityName}
          {record.data?.displayName ? ` · ${record.data.displayName}` : ''}
        </Typography>
        {record.data && (
          <Chip
            label={t(`status.${record.data.status}`)}
            color={record.data.status === 'ACTIVE' ? 'success' : 'default'}
            data-testid="record-status"
          />
        )}
        <Typography color="text.secondary" sx={{ flex: 'none' }}>
          {t('record.at', {
            date: at ? formatDay(at.slice(0, 10), i18n.language) : t('record.now'),
          })}
        </Typography>
        {may(session, entityName, 'UPDATE') && (
          <Button
            variant="outlined"
            component={RouterLink}
            to={`/records/${encodeURIComponent(entityName)}/${etalonId}/edit${at ? `?at=${encodeURIComponent(at)}` : ''}`}
          >
            {t('drafts.list.editInDraft')}
          </Button>
        )}
      </Stack>

      <RecordTasks entityName={entityName} etalonId={etalonId} />

      <Section
        id="timeline-title"
        title={t('record.timeline')}
        help={t('record.timelineHelp')}
        helpGap={1}
      >
        {timeline.error && <ErrorNotice error={timeline.error} />}
        {timeline.data && (
          <Timeline
            periods={periods}
            selected={selected}
            onSelect={(index) => {
              const moment = momentIn(periods[index]!);
              setParams(moment ? { at: moment } : {});
            }}
          />
        )}
      </Section>

      <RecordQuality summary={quality.data} error={quality.error} attributeLabel={attributeLabel} />

      <Section id="golden-title" title={t('record.golden')}>
        {record.isPending && <Loading />}
        {record.error && <ErrorNotice error={record.error} />}
        {record.data && (
          <DataTable
            data-testid="golden-values"
            rows={attributes}
            rowKey={(attribute) => attribute.name!}
            rowProps={(attribute) => ({ 'data-attribute': attribute.name })}
            columns={[
              { header: t('record.attribute'), cell: (attribute) => label(attribute) },
              {
                header: t('record.value'),
                cellProps: () => ({ sx: { overflowWrap: 'anywhere' } }),
                cell: (attribute) => (
                  <>
                    {isFileAttribute(attribute) ? (
                      <FileNames value={values[attribute.name!]} />
                    ) : (
                      displayOf(attribute, values[attribute.name!], i18n.language)
                    )}
                    <QualityMarks errors={marks.get(attribute.name!)} />
                  </>
                ),
              },
              {
                header: t('record.source'),
                cellProps: () => ({
                  'data-testid': 'value-source',
                  sx: { overflowWrap: 'anywhere' },
                }),
                cell: (attribute) => {
                  const source = sources[attribute.name!];
                  const emptied = source ? undefined : emptiedBy(bySource.data, attribute.name!);
                  return source
                    ? `${originName(source.sourceSystem, source.externalId, etalonId)} (r${source.revision})`
                    : emptied
                      ? t('record.emptiedFrom', {
                          source: originName(emptied.sourceSystem, emptied.externalId, etalonId),
                        })
                      : t('common.none');
                },
              },
            ]}
          />
        )}
      </Section>

      <SourceValues etalonId={etalonId} at={at} attributes={attributes} />

      {record.data && <RecordFiles attributes={attributes} values={values} />}

      <Section id="origins-title" title={t('record.origins')}>
        {origins.error && <ErrorNotice error={origins.error} />}
        <DataTable
          data-testid="origins"
          rows={origins.data ?? []}
          rowKey={(origin) => `${origin.sourceSystem}/${origin.externalId}`}
          columns={[
            {
              header: t('record.source'),
              cell: (origin) => originName(origin.sourceSystem, origin.externalId, etalonId),
            },
            {
              header: t('record.status'),
              cell: (origin) => (origin.status ? t(`status.${origin.status}`) : ''),
            },
            {
              header: t('record.revisionsTitle'),
              cell: (origin) => t('record.revisions', { count: origin.revisions?.length ?? 0 }),
            },
            several && {
              header: t('unmerge.column'),
              // The steward's own overrides of this record came with no other record: taking them
              // out would make a record of overrides alone.
              cell: (origin) =>
                origin.sourceSystem === PLATFORM_SOURCE && origin.externalId === etalonId
                  ? ''
                  : unmerge.button(origin),
            },
          ]}
        />
        {unmerge.view}
      </Section>
      <RecordRelations etalonId={etalonId} />
      <RecordClassifications
        entityName={entityName}
        etalonId={etalonId}
        sourceSystems={sourceSystems}
        sourceSystem={origins.data?.[0]?.sourceSystem ?? sourceSystems[0] ?? ''}
        enumerations={model.data?.enumerations ?? []}
      />
      <RecordClusters etalonId={etalonId} />
      <RecordHistory
        entityName={entityName}
        etalonId={etalonId}
        attributes={attributes.map((a) => ({
          name: a.name!,
          label: label(a),
          type: a.type,
          file: isFileAttribute(a),
        }))}
      />
    </Stack>
  );
}
