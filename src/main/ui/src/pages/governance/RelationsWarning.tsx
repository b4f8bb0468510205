import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SystemRelations } from './governanceApi';

/**
 * What a deletion or a cleaning would cut, as has-relations answered: the links of the system's
 * assets to the business layer and to each other system's assets; a calm line when there are none.
 */
export function RelationsWarning({ relations }: { relations: SystemRelations }) {
  const { t } = useTranslation();
  const others = Object.entries(relations.otherSystems).filter(([, count]) => count > 0);
  if (!relations.hasRelations) {
    return (
      <Alert severity="info" sx={{ mt: 2 }} data-testid="relations-none">
        {t('governance.relations.none')}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="relations-warning">
      <AlertTitle>{t('governance.relations.title')}</AlertTitle>
      {relations.businessLayer > 0 && (
        <div>{t('governance.relations.businessLayer', { count: relations.businessLayer })}</div>
      )}
      {others.map(([system, count]) => (
        <div key={system}>{t('governance.relations.otherSystem', { count, system })}</div>
      ))}
      <div>{t('governance.relations.lost')}</div>
    </Alert>
  );
}
