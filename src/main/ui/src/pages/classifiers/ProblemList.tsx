import { Alert, AlertTitle, List, ListItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { problemsAt } from './classifierLogic';

/**
 * A refused request as the server listed it: every problem of `details.error`, each with the
 * field or path it concerns; anything else (a lost connection) as its message.
 */
export function ProblemList({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation();
  const problems = error instanceof ApiError ? error.problems : [];
  if (problems.length === 0) {
    const message = error instanceof Error ? error.message : String(error);
    return <Alert severity="error">{t('common.error', { message })}</Alert>;
  }
  const heading = title ?? t('classifiers.refused', { count: problems.length });
  return (
    <Alert severity="error" role="alert" aria-label={heading}>
      <AlertTitle>{heading}</AlertTitle>
      <List dense disablePadding>
        {problems.map((p, i) => (
          <ListItem key={i} disableGutters sx={{ display: 'list-item' }}>
            {p.source ? `${p.source}: ` : ''}
            {p.message}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}

/** The messages of a refused save about one field, joined. */
export function messageAt(error: unknown, field: string) {
  if (!(error instanceof ApiError)) return '';
  return problemsAt(error.problems, field)
    .map((p) => p.message)
    .join(' ');
}
