import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { useAssetTypes, useInstallStandardTypes } from './governanceApi';

/**
 * The asset types of the data model, read only (they are edited in model drafts): parent, colour,
 * what they contain; the standard ones the model lacks installed in one step, and a reindex asked
 * for when a type changed since the asset graph was built.
 */
export default function AssetTypesTab() {
  const { t } = useTranslation();
  const types = useAssetTypes();
  const install = useInstallStandardTypes();
  if (types.isPending) return <Loading />;
  if (types.error) return <ErrorNotice error={types.error} />;
  const { assetTypes, standardMissing, reindexRequired, reindexTypes } = types.data;
  const shown = (name: string | null) =>
    assetTypes.find((a) => a.name === name)?.displayName || name || '';
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('governance.assetType.intro')}
      </Typography>
      {standardMissing.length > 0 && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" disabled={install.isPending} onClick={() => install.mutate()}>
              {t('governance.assetType.install')}
            </Button>
          }
        >
          {t('governance.assetType.missing', { names: standardMissing.join(', ') })}
        </Alert>
      )}
      {install.data && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {t('governance.assetType.installed', {
            count: install.data.typesAdded.length + install.data.relationsAdded.length,
          })}
        </Alert>
      )}
      {install.error && <ErrorNotice error={install.error} />}
      {reindexRequired && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('governance.assetType.reindex', { names: reindexTypes.join(', ') })}
        </Alert>
      )}
      <DataTable
        aria-label={t('governance.area.assetTypes')}
        rows={assetTypes}
        rowKey={(a) => a.name}
        rowProps={(a) => ({ 'data-testid': 'asset-type-row', 'data-asset-type': a.name })}
        empty={t('governance.assetType.none')}
        columns={[
          {
            header: t('governance.field.displayName'),
            cell: (a) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 14,
                    height: 14,
                    borderRadius: '50%',
                    flex: 'none',
                    bgcolor: a.color ?? 'transparent',
                    border: 1,
                    borderColor: 'divider',
                  }}
                />
                <div>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {a.displayName || a.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {a.name}
                  </Typography>
                </div>
              </Stack>
            ),
          },
          { header: t('governance.assetType.parent'), cell: (a) => shown(a.parent) || '—' },
          { header: t('governance.assetType.color'), cell: (a) => a.color ?? '—' },
          {
            header: t('governance.assetType.contains'),
            cell: (a) => a.contains.map((r) => shown(r.to)).join(', ') || '—',
          },
          {
            header: t('governance.assetType.attributes'),
            cell: (a) =>
              a.attributes
                .filter((x) => !x.inheritedFrom)
                .map((x) => x.displayName || x.name)
                .join(', ') || '—',
          },
        ]}
      />
    </Paper>
  );
}
