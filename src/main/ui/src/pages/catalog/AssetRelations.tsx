import { Box, Link } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Section } from '../../components/Section';
import { useAssetRelations, useAssetTypes, useHolder, useRelationLabel } from './catalogApi';
import { TypeDot } from './TypeChip';

const PAGE = 20;

/**
 * An asset's links both ways but containment (which the breadcrumb and the contents show): foreign
 * keys, views reading tables, terms describing it, each with the asset at its other end.
 */
export function AssetRelations({ etalonId }: { etalonId: string }) {
  const { t } = useTranslation();
  const types = useAssetTypes();
  const relationLabel = useRelationLabel();
  const [page, setPage] = useState(0);
  const relations = useAssetRelations(etalonId, {
    relationTypes: ['REFERENCES', 'MANY_TO_MANY'],
    offset: page * PAGE,
    limit: PAGE,
  });
  return (
    <Section
      id="relations-title"
      title={t('catalog.relations.title')}
      help={t('catalog.relations.help')}
      helpGap={1}
    >
      {relations.error && <ErrorNotice error={relations.error} />}
      <DataTable
        size="small"
        data-testid="asset-relations"
        rows={relations.data?.items ?? []}
        rowKey={(r) => `${r.relationEtalonId}/${r.direction}`}
        rowProps={(r) => ({ 'data-relation': r.relationName, 'data-direction': r.direction })}
        emptyRow={relations.data ? t('catalog.relations.none') : t('common.loading')}
        columns={[
          { header: t('catalog.relations.relation'), cell: (r) => relationLabel(r.relationName) },
          {
            header: t('catalog.relations.direction'),
            cell: (r) => t(`catalog.relations.${r.direction}`),
          },
          {
            header: t('catalog.relations.other'),
            cell: (r) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <TypeDot assetType={r.other.assetType} />
                <Link component={RouterLink} to={`/catalog/assets/${r.other.etalonId}`}>
                  {r.other.displayName}
                </Link>
                {!r.other.active && ` (${t('catalog.inactive')})`}
              </Box>
            ),
          },
          {
            header: t('catalog.asset.type'),
            cell: (r) => types.get(r.other.assetType)?.label ?? r.other.assetType,
          },
          {
            header: t('catalog.relations.in'),
            cell: (r) => <Holder etalonId={r.other.etalonId} />,
          },
        ]}
        paging={
          (relations.data?.total ?? 0) > PAGE
            ? {
                count: relations.data?.total ?? 0,
                page,
                rowsPerPage: PAGE,
                onPageChange: setPage,
              }
            : undefined
        }
      />
    </Section>
  );
}

/** The asset that holds another (a referenced column's table), a link to its card. */
function Holder({ etalonId }: { etalonId: string }) {
  const holder = useHolder(etalonId);
  if (!holder.data) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TypeDot assetType={holder.data.assetType} />
      <Link component={RouterLink} to={`/catalog/assets/${holder.data.etalonId}`}>
        {holder.data.displayName}
      </Link>
    </Box>
  );
}
