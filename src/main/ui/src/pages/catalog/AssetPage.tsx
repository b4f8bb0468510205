import { Box, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { Section } from '../../components/Section';
import { formatMoment } from '../../format/dates';
import { AssetAttributes } from './AssetAttributes';
import { AssetContents } from './AssetContents';
import { AssetHistory } from './AssetHistory';
import { AssetProfile } from './AssetProfile';
import { AssetRelations } from './AssetRelations';
import { AssetTerms } from './AssetTerms';
import { BUSINESS_TERM, relationsBetween, useAsset } from './catalogApi';
import { useModel } from '../../model/useModel';
import { Containment } from './Containment';
import { LineageView } from './LineageView';
import { TypeChip } from './TypeChip';

const TABS = ['overview', 'history', 'lineage'] as const;
type TabName = (typeof TABS)[number];

/**
 * An asset's card: where it is (its containment), its type and values, the business terms that
 * describe it, what it contains and links to, its history and its lineage.
 */
export default function AssetPage() {
  const { t, i18n } = useTranslation();
  const { etalonId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: TabName = TABS.find((name) => name === params.get('tab')) ?? 'overview';
  const asset = useAsset(etalonId);
  const model = useModel();
  if (asset.isPending) return <Loading />;
  if (asset.error) return <ErrorNotice error={asset.error} />;
  const a = asset.data;
  const type = a.assetType ?? '';
  // Terms can describe this type (the model has a relation from terms to it): their section beside.
  const describable = relationsBetween(model.data, BUSINESS_TERM, type).length > 0;
  return (
    <Stack spacing={2}>
      <Containment
        etalonId={etalonId}
        informationSystem={a.informationSystem}
        self={a.displayName}
      />
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <TypeChip assetType={type} size="medium" />
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {a.displayName}
        </Typography>
        {a.status !== 'ACTIVE' && <Chip label={t('catalog.inactive')} data-testid="asset-status" />}
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {a.crawlerInstance
            ? t('catalog.asset.foundBy', {
                system: a.informationSystem,
                instance: a.crawlerInstance,
              })
            : t('catalog.asset.sources', {
                sources: [...new Set((a.externalKeys ?? []).map((k) => k.sourceSystem))].join(', '),
              })}
          {a.updateDate &&
            ` · ${t('catalog.asset.updated', { date: formatMoment(a.updateDate, i18n.language) })}`}
        </Typography>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, value: TabName) =>
          setParams(value === 'overview' ? {} : { tab: value }, { replace: true })
        }
        aria-label={t('catalog.asset.tabs')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`catalog.asset.tab.${name}`)} id={`tab-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'overview' && (
          <Stack spacing={2}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: describable ? '3fr 2fr' : '1fr' },
                alignItems: 'start',
              }}
            >
              <Section id="values-title" title={t('catalog.asset.values')} titleGap={1}>
                <AssetAttributes asset={a} />
              </Section>
              {describable && <AssetTerms asset={a} />}
            </Box>
            <AssetProfile etalonId={etalonId} assetType={type} scanned={!!a.crawlerInstance} />
            <AssetContents etalonId={etalonId} />
            <AssetRelations etalonId={etalonId} />
          </Stack>
        )}
        {tab === 'history' && <AssetHistory asset={a} />}
        {tab === 'lineage' && <LineageView etalonId={etalonId} />}
      </Box>
    </Stack>
  );
}
