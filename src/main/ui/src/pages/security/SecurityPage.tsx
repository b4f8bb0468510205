import { useTranslation } from 'react-i18next';
import { AreaPage } from '../../components/AreaPage';

const AREAS = [
  'labels',
  'roles',
  'users',
  'directory',
  'providers',
  'properties',
  'audit',
] as const;

/** Administration of security: labels, roles and users with their label instances, the audit. */
export default function SecurityPage() {
  const { t } = useTranslation();
  return (
    <AreaPage
      title={t('security.title')}
      navLabel={t('security.areas')}
      areas={AREAS.map((area) => ({ to: `/security/${area}`, label: t(`security.area.${area}`) }))}
    />
  );
}
