import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { AreaPage } from '../../components/AreaPage';

const SystemsTab = lazy(() => import('./SystemsTab'));
const ConnectionsTab = lazy(() => import('./ConnectionsTab'));
const CrawlersTab = lazy(() => import('./CrawlersTab'));
const AssetTypesTab = lazy(() => import('./AssetTypesTab'));

/** Each area's address under /governance and its text key. */
const AREAS = [
  ['systems', 'systems'],
  ['connections', 'connections'],
  ['crawlers', 'crawlers'],
  ['asset-types', 'assetTypes'],
] as const;

/**
 * The administration of data governance: information systems, the connections crawlers read
 * through, crawler instances with their scans, and the asset types. Its own routes under
 * `/governance`, each area an address.
 */
export default function GovernancePage() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route
        element={
          <AreaPage
            title={t('governance.title')}
            navLabel={t('governance.areas')}
            areas={AREAS.map(([path, key]) => ({
              to: `/governance/${path}`,
              label: t(`governance.area.${key}`),
            }))}
          />
        }
      >
        <Route index element={<Navigate to="systems" replace />} />
        <Route path="systems" element={<SystemsTab />} />
        <Route path="connections" element={<ConnectionsTab />} />
        <Route path="crawlers/:system?" element={<CrawlersTab />} />
        <Route path="asset-types" element={<AssetTypesTab />} />
      </Route>
    </Routes>
  );
}
