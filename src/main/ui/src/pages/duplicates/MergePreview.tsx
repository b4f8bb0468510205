import { MenuItem, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { attributesOf, displayOf, entitiesOf, label, useModel } from '../../model/useModel';

/** The values a steward keeps in a merge, by attribute (null: empty). */
export type Picks = Record<string, unknown>;

export interface MergeRequest {
  entityName: string;
  winnerEtalonId: string;
  loserEtalonIds: string[];
}

/** The golden record the merge would make, with the steward's picks, nothing written. */
export function useMergePreview(request: MergeRequest, picks: Picks) {
  return useQuery({
    queryKey: ['merge-preview', request, picks],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      unwrap(
        await api.data.POST('/api/v2/data/merge/preview', {
          body: { ...request, picks: picks as Record<string, never> },
        }),
      ).record!,
  });
}

const keyOf = (value: unknown) => JSON.stringify(value ?? null);

/** A source's value of an attribute in the preview (the platform's overrides aside). */
interface Contribution {
  sourceSystem?: string | null;
  value?: unknown;
}

const held = (c: Contribution) =>
  c.sourceSystem !== 'platform' && c.value !== null && c.value !== undefined && c.value !== '';

/**
 * Why an attribute offers no value to keep: no source has one, a single source has one (nothing
 * to agree with), or the sources holding one agree on it.
 */
export function noChoiceOf(contributions: Contribution[]): {
  key: 'noValue' | 'onlyOne' | 'noChoice';
  source?: string;
} {
  const holding = contributions.filter(held);
  const sources = [...new Set(holding.map((c) => c.sourceSystem ?? ''))];
  if (sources.length === 0) return { key: 'noValue' };
  if (sources.length === 1) return { key: 'onlyOne', source: sources[0] };
  return { key: 'noChoice' };
}

/**
 * What the merge makes, attribute by attribute: the value and the source it comes from; where the
 * sources differ, the steward may keep another of their values (it becomes an override).
 */
export function MergePreview({
  request,
  picks,
  onPick,
}: {
  request: MergeRequest;
  picks: Picks;
  onPick: (picks: Picks) => void;
}) {
  const { t, i18n } = useTranslation();
  const model = useModel();
  const preview = useMergePreview(request, picks);
  const entity = entitiesOf(model.data).find((e) => e.name === request.entityName);
  if (preview.error) return <ErrorNotice error={preview.error} />;
  if (!preview.data || !entity) return <Loading />;
  const byName = new Map((preview.data.attributes ?? []).map((a) => [a.name!, a]));
  return (
    <DataTable
      data-testid="merge-preview"
      sx={{ mt: 2 }}
      rows={attributesOf(entity).map((attribute) => {
        const name = attribute.name!;
        const row = byName.get(name);
        const choices = new Map<string, unknown>();
        for (const c of row?.contributions ?? []) {
          if (held(c)) choices.set(keyOf(c.value), c.value);
        }
        return { attribute, name, row, choices };
      })}
      rowKey={({ name }) => name}
      rowProps={({ name }) => ({ 'data-attribute': name })}
      columns={[
        { header: t('record.attribute'), cell: ({ attribute }) => label(attribute) },
        {
          header: t('merge.preview.value'),
          cellProps: () => ({ sx: { overflowWrap: 'anywhere' } }),
          cell: ({ attribute, row }) => {
            const winner = row?.contributions?.find((c) => c.wins);
            return (
              <>
                {displayOf(attribute, row?.value, i18n.language)}
                <Typography variant="caption" component="div" color="text.secondary">
                  {row?.overridden
                    ? t('merge.preview.picked')
                    : winner
                      ? t('merge.preview.from', { source: winner.sourceSystem })
                      : ''}
                </Typography>
              </>
            );
          },
        },
        {
          header: t('merge.preview.keep'),
          cell: ({ attribute, name, row, choices }) => {
            if (choices.size <= 1) {
              const why = noChoiceOf(row?.contributions ?? []);
              return (
                <Typography variant="body2" color="text.secondary" data-testid="no-choice">
                  {t(`merge.preview.${why.key}`, { source: why.source })}
                </Typography>
              );
            }
            const picked = name in picks ? keyOf(picks[name]) : '';
            return (
              <TextField
                select
                size="small"
                label={t('merge.preview.keepOf', { name: label(attribute) })}
                value={picked}
                onChange={(e) => {
                  const next = { ...picks };
                  if (e.target.value === '') delete next[name];
                  else next[name] = choices.get(e.target.value);
                  onPick(next);
                }}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">{t('merge.preview.asComputed')}</MenuItem>
                {[...choices.entries()].map(([key, value]) => (
                  <MenuItem key={key} value={key}>
                    {displayOf(attribute, value, i18n.language)}
                  </MenuItem>
                ))}
              </TextField>
            );
          },
        },
      ]}
    />
  );
}
