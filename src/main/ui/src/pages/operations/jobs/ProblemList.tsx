import { Alert, AlertTitle, List, ListItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError, type Problem } from '../../../api/errors';

/**
 * A refused request as the server listed it: each problem with the field or path it concerns and
 * the problems it is made of (a parameter's unknown values, one each); anything else (a lost
 * connection) as its message.
 */
export function ProblemList({ error, problems }: { error: unknown; problems?: Problem[] }) {
  const { t } = useTranslation();
  const listed = problems ?? (error instanceof ApiError ? error.problems : []);
  if (listed.length === 0) {
    const message = error instanceof Error ? error.message : String(error);
    return <Alert severity="error">{t('common.error', { message })}</Alert>;
  }
  const heading = t('operations.job.refused', { count: listed.length });
  return (
    <Alert severity="error" role="alert" aria-label={heading}>
      <AlertTitle>{heading}</AlertTitle>
      <Items problems={listed} withSource />
    </Alert>
  );
}

/** The problems, each at its source; those it is made of under it (at the same source). */
function Items({ problems, withSource = false }: { problems: Problem[]; withSource?: boolean }) {
  return (
    <List dense disablePadding sx={{ listStyle: 'disc', pl: 2 }}>
      {problems.map((p, i) => (
        <ListItem key={i} disableGutters sx={{ display: 'list-item', py: 0 }} data-code={p.code}>
          {withSource && p.source ? `${p.source}: ` : ''}
          {p.message}
          {p.nested && <Items problems={p.nested} />}
        </ListItem>
      ))}
    </List>
  );
}
