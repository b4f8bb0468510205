import { Box, Button, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { AssetAttributes } from './AssetAttributes';
import { AssetSearch } from './AssetSearch';
import { CatalogTree } from './CatalogTree';
import { useAsset } from './catalogApi';
import { Containment } from './Containment';
import { TypeChip } from './TypeChip';

/** The address of an asset's card. */
export function assetPath(etalonId: string) {
  return `/catalog/assets/${etalonId}`;
}

/**
 * The data catalog: the information systems and what their crawlers found (databases, schemas,
 * tables, columns) as a tree read lazily, a search over every asset by name, and the chosen
 * asset's values beside the tree.
 */
export default function CatalogPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Kept here as well as in the address: the switch answers at once, the address follows.
  const [includeInactive, setIncludeInactive] = useState(params.get('inactive') === 'true');
  const selected = params.get('asset');
  const change = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h5" component="h1">
            {t('catalog.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('catalog.help')}
          </Typography>
        </Box>
        <AssetSearch
          label={t('catalog.search.label')}
          includeInactive={includeInactive}
          onChoose={(asset) => void navigate(assetPath(asset.etalonId))}
        />
        <FormControlLabel
          control={
            <Switch
              checked={includeInactive}
              onChange={(e) => {
                setIncludeInactive(e.target.checked);
                change('inactive', e.target.checked ? 'true' : null);
              }}
            />
          }
          label={t('catalog.showInactive')}
        />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(320px, 5fr) 4fr' },
          alignItems: 'start',
        }}
      >
        <Paper sx={{ p: 1, minHeight: 400, overflowX: 'auto' }}>
          <CatalogTree
            includeInactive={includeInactive}
            selected={selected}
            onSelect={(node) => change('asset', node.etalonId ?? null)}
          />
        </Paper>
        <Paper
          sx={{ p: 2, position: { md: 'sticky' }, top: { md: 80 } }}
          data-testid="asset-preview"
        >
          {selected ? (
            <Preview etalonId={selected} />
          ) : (
            <Typography color="text.secondary">{t('catalog.choose')}</Typography>
          )}
        </Paper>
      </Box>
    </Stack>
  );
}

/** The chosen asset beside the tree: its type, name, place and values, and the way to its card. */
function Preview({ etalonId }: { etalonId: string }) {
  const { t } = useTranslation();
  const asset = useAsset(etalonId);
  if (asset.isPending) return <Loading />;
  if (asset.error) return <ErrorNotice error={asset.error} />;
  const a = asset.data;
  return (
    <Stack spacing={1.5}>
      <Containment etalonId={etalonId} informationSystem={a.informationSystem} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TypeChip assetType={a.assetType ?? ''} />
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {a.displayName}
        </Typography>
      </Stack>
      <AssetAttributes asset={a} hideEmpty />
      <Box>
        <Button variant="contained" component={RouterLink} to={assetPath(etalonId)}>
          {t('catalog.open')}
        </Button>
      </Box>
    </Stack>
  );
}
