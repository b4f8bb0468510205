import { Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/generated/data';
import { DataTable, type Column as TableColumn } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { when } from '../operations/when';
import { displayOf, label } from '../../model/useModel';
import { formatMoment } from '../../format/dates';
import type { AttributeDef } from '../../api/schemas';
import { Section } from '../../components/Section';

export type RecordValues = components['schemas']['ContributionsView'];
export type Contribution = components['schemas']['Contribution'];

/**
 * The steward's override that emptied an attribute, when that is why the golden record has no
 * value of it: the platform's origin holds an empty value that overrides every source's.
 */
export function emptiedBy(
  values: RecordValues | undefined,
  name: string,
): Contribution | undefined {
  const row = values?.attributes?.find((a) => a.name === name);
  if (!row || (row.value !== null && row.value !== undefined)) return undefined;
  return row.contributions.find((c) => c.emptied);
}

/** Every source's values of a record at a moment (now when null), beside the golden values. */
export function useSourceValues(etalonId: string | undefined, at: string | null, enabled = true) {
  return useQuery({
    // under 'record': every refresh of a record (a write, an unmerge) refreshes its values too
    queryKey: ['record', 'values', etalonId, at],
    enabled: enabled && etalonId !== undefined,
    queryFn: async () =>
      unwrap(
        await api.data.GET('/api/v2/data/records/{etalonId}/values', {
          params: { path: { etalonId: etalonId! }, query: at ? { timelineDate: at } : {} },
        }),
      ).record!,
  });
}

interface Column {
  key: string;
  sourceSystem: string;
  externalId: string;
  weight: number;
  /** The latest write of any of its values. */
  updated: string | undefined;
}

/** An attribute's row: its golden value, and what each source holds by its column's key. */
interface Shown {
  attribute: AttributeDef;
  row: NonNullable<RecordValues['attributes']>[number] | undefined;
  emptied: boolean;
  held: Map<string, Contribution>;
}

/** The origins as columns, in the order of the first attribute's contributions (heaviest first). */
export function columnsOf(values: RecordValues): Column[] {
  const columns: Column[] = [];
  for (const attribute of values.attributes ?? []) {
    for (const c of attribute.contributions ?? []) {
      const key = `${c.sourceSystem}/${c.externalId}`;
      const known = columns.find((k) => k.key === key);
      if (!known) {
        columns.push({
          key,
          sourceSystem: c.sourceSystem!,
          externalId: c.externalId!,
          weight: c.weight!,
          updated: c.updateDate,
        });
      } else if (c.updateDate && (!known.updated || c.updateDate > known.updated)) {
        known.updated = c.updateDate;
      }
    }
  }
  return columns;
}

/**
 * The record's values by source: per attribute, the golden value and what each contributing
 * source holds, the winning one marked, the steward's overrides named.
 */
export function SourceValues({
  etalonId,
  at,
  attributes,
}: {
  etalonId: string;
  at: string | null;
  attributes: AttributeDef[];
}) {
  const { t, i18n } = useTranslation();
  const values = useSourceValues(etalonId, at);
  const columns = values.data ? columnsOf(values.data) : [];
  const byName = new Map((values.data?.attributes ?? []).map((a) => [a.name!, a]));
  return (
    <Section
      id="source-values-title"
      title={t('record.bySource')}
      help={t('record.bySourceHelp')}
      helpGap={1}
    >
      {values.isPending && <Loading />}
      {values.error && <ErrorNotice error={values.error} />}
      {values.data && columns.length === 0 && (
        <Typography color="text.secondary">{t('record.noVersion')}</Typography>
      )}
      {values.data && columns.length > 0 && (
        <DataTable
          data-testid="source-values"
          sx={{ tableLayout: 'fixed' }}
          rows={attributes.map((attribute): Shown => {
            const row = byName.get(attribute.name!);
            return {
              attribute,
              row,
              // An emptied value is said in words, which tell the override too.
              emptied: emptiedBy(values.data, attribute.name!) !== undefined,
              held: new Map(
                (row?.contributions ?? []).map((x) => [`${x.sourceSystem}/${x.externalId}`, x]),
              ),
            };
          })}
          rowKey={({ attribute }) => attribute.name!}
          rowProps={({ attribute }) => ({ 'data-attribute': attribute.name })}
          columns={[
            { header: t('record.attribute'), cell: ({ attribute }) => label(attribute) },
            {
              header: t('record.goldenValue'),
              cellProps: () => ({ sx: { overflowWrap: 'anywhere' } }),
              cell: ({ attribute, row, emptied }) => (
                <>
                  {emptied ? (
                    <Typography component="span" variant="body2" sx={{ fontStyle: 'italic' }}>
                      {t('record.emptiedBySteward')}
                    </Typography>
                  ) : (
                    displayOf(attribute, row?.value, i18n.language)
                  )}
                  {row?.overridden && !emptied && (
                    <Chip
                      size="small"
                      color="secondary"
                      label={t('record.overridden')}
                      sx={{ ml: 1 }}
                      data-testid="overridden"
                    />
                  )}
                </>
              ),
            },
            ...columns.map((c): TableColumn<Shown> => ({
              header: (
                <>
                  {c.sourceSystem === 'platform' ? t('record.overrides') : c.sourceSystem}
                  {/* A platform key that is the record's own id names nothing a steward knows. */}
                  {!(c.sourceSystem === 'platform' && c.externalId === etalonId) && (
                    <Typography variant="caption" component="div" color="text.secondary" noWrap>
                      {c.externalId}
                    </Typography>
                  )}
                  <Typography
                    variant="caption"
                    component="div"
                    color="text.secondary"
                    data-testid="source-weight"
                  >
                    {t('record.sourceColumn', {
                      weight: c.weight,
                      date: formatMoment(c.updated, i18n.language),
                    })}
                  </Typography>
                </>
              ),
              headProps: { 'data-source': c.sourceSystem },
              cellProps: ({ held }) => {
                const mine = held.get(c.key);
                return mine
                  ? {
                      'data-wins': mine.wins ? 'true' : 'false',
                      title: t('record.contribution', {
                        weight: mine.weight,
                        date: when(mine.updateDate, i18n.language),
                        who: mine.updatedBy ?? '',
                      }),
                      sx: {
                        overflowWrap: 'anywhere',
                        fontWeight: mine.wins ? 'bold' : undefined,
                        color: mine.wins ? undefined : 'text.secondary',
                      },
                    }
                  : {};
              },
              cell: ({ attribute, held }) => {
                const mine = held.get(c.key);
                if (!mine) return null;
                const text = mine.emptied
                  ? t('record.emptied')
                  : mine.value === null || mine.value === undefined
                    ? ''
                    : displayOf(attribute, mine.value, i18n.language);
                return (
                  <>
                    {text}
                    {mine.wins && ' ✓'}
                  </>
                );
              },
            })),
          ]}
        />
      )}
    </Section>
  );
}
