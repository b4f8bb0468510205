import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../../auth/session';
import { AreaPage } from '../../components/AreaPage';

const AREAS = ['templates', 'processes', 'assignments'] as const;

/** The administrators' workflows: BPMN templates, process definitions, their assignments. */
export default function WorkflowsPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!session?.admin) return <Navigate to="/records" replace />;
  return (
    <AreaPage
      title={t('workflowAdmin.title')}
      navLabel={t('workflowAdmin.areas')}
      areas={AREAS.map((area) => ({
        to: `/workflows/${area}`,
        label: t(`workflowAdmin.area.${area}`),
      }))}
    />
  );
}
