import { Box, Button, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Section } from '../../components/Section';
import { useAssetTypes, useLevel } from './catalogApi';
import { TypeDot } from './TypeChip';
import { levelOf } from './treePaging';

/** What an asset contains (a schema's tables, a table's columns), a page at a time by name. */
export function AssetContents({ etalonId }: { etalonId: string }) {
  const { t } = useTranslation();
  const types = useAssetTypes();
  const level = useLevel({ kind: 'ASSET', etalonId }, false);
  const { items, remaining } = levelOf(level.data?.pages ?? []);
  if (level.data && items.length === 0) return null;
  return (
    <Section
      id="contents-title"
      title={t('catalog.asset.contents', { count: level.data?.pages[0]?.total ?? 0 })}
      titleGap={1}
      data-testid="asset-contents"
    >
      {level.error && <ErrorNotice error={level.error} />}
      <DataTable
        size="small"
        rows={items}
        rowKey={(n) => n.etalonId!}
        columns={[
          {
            header: t('catalog.asset.name'),
            cell: (n) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <TypeDot assetType={n.assetType} />
                <Link component={RouterLink} to={`/catalog/assets/${n.etalonId}`}>
                  {n.displayName}
                </Link>
              </Box>
            ),
          },
          {
            header: t('catalog.asset.type'),
            cell: (n) => types.get(n.assetType ?? '')?.label ?? n.assetType,
          },
          items.some((n) => n.hasChildren) && {
            header: t('catalog.asset.holds'),
            cell: (n) => (n.hasChildren ? t('catalog.yes') : ''),
          },
        ]}
      />
      {remaining > 0 && (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Button
            size="small"
            disabled={level.isFetchingNextPage}
            onClick={() => void level.fetchNextPage()}
          >
            {t('catalog.tree.more', { count: remaining })}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('catalog.asset.shown', { count: items.length })}
          </Typography>
        </Box>
      )}
    </Section>
  );
}
