import { useTranslation } from 'react-i18next';
import { AreaPage } from '../../components/AreaPage';

const AREAS = ['loads', 'matching', 'notifications', 'jobs'] as const;

/** The administrators' operations: bulk loads, matching runs, notifications, background operations. */
export default function OperationsPage() {
  const { t } = useTranslation();
  return (
    <AreaPage
      title={t('operations.title')}
      navLabel={t('operations.tabs')}
      areas={AREAS.map((area) => ({ to: `/operations/${area}`, label: t(`operations.${area}`) }))}
    />
  );
}
