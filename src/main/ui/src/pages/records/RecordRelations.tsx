import { Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBound } from '../../format/dates';
import { Link as RouterLink } from 'react-router';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { Link as RecordLink } from '../../api/schemas';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { NeighbourGraph } from './NeighbourGraph';
import { Section } from '../../components/Section';

async function links(etalonId: string, direction: 'outgoing' | 'incoming') {
  return (
    unwrap(
      await api.data.GET('/api/v2/data/records/{etalonId}/relations', {
        params: { path: { etalonId }, query: { direction } },
      }),
    ).relations ?? []
  );
}

/** The record's links both ways, as a list and as a small picture of its neighbours. */
export function RecordRelations({ etalonId }: { etalonId: string }) {
  const { t, i18n } = useTranslation();
  const relations = useQuery({
    queryKey: ['relations', etalonId],
    queryFn: async () => {
      const [outgoing, incoming] = await Promise.all([
        links(etalonId, 'outgoing'),
        links(etalonId, 'incoming'),
      ]);
      return { outgoing, incoming };
    },
  });
  const rows: { link: RecordLink; outgoing: boolean; other: string }[] = [
    ...(relations.data?.outgoing ?? []).map((link) => ({
      link,
      outgoing: true,
      other: link.toEtalonId ?? '',
    })),
    ...(relations.data?.incoming ?? []).map((link) => ({
      link,
      outgoing: false,
      other: link.fromEtalonId ?? '',
    })),
  ];

  return (
    <Section id="relations-title" title={t('relations.title')}>
      {relations.error && <ErrorNotice error={relations.error} />}
      {relations.data && rows.length === 0 && <Typography>{t('relations.none')}</Typography>}
      {rows.length > 0 && (
        <>
          <NeighbourGraph
            neighbours={rows.map((r) => ({
              id: r.other,
              label: `${r.link.relationName}${r.outgoing ? ' →' : ' ←'}`,
              entityName: r.link.entityName ?? '',
              name: r.link.displayName,
            }))}
          />
          <DataTable
            data-testid="relations"
            rows={rows}
            rowKey={({ link, outgoing }) => `${link.relationEtalonId}-${outgoing}`}
            columns={[
              { header: t('relations.relation'), cell: ({ link }) => link.relationName },
              {
                header: t('relations.direction'),
                cell: ({ outgoing }) =>
                  outgoing ? t('relations.outgoing') : t('relations.incoming'),
              },
              {
                header: t('relations.other'),
                cell: ({ link, other }) => (
                  <Link
                    component={RouterLink}
                    to={`/records/${encodeURIComponent(link.entityName ?? '')}/${other}`}
                  >
                    {link.entityName} · {link.displayName}
                  </Link>
                ),
              },
              {
                header: t('record.validity'),
                cell: ({ link }) =>
                  t('record.period', {
                    from: formatBound(link.validFrom, i18n.language, t('common.beginning')),
                    to: formatBound(link.validTo, i18n.language, t('common.end')),
                  }),
              },
            ]}
          />
        </>
      )}
    </Section>
  );
}
