import { Alert, AlertTitle, Link, List, ListItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { KINDS, type PlacedProblem } from './modelPath';

/** Where a problem is, in words: "Registers › Customer › attribute inn › type". */
function whereOf(problem: PlacedProblem, t: (key: string) => string) {
  const place = problem.place;
  if (!place) return problem.source;
  const parts = [KINDS.includes(place.kind as never) ? t(`model.kinds.${place.kind}`) : place.kind];
  if (place.element !== null) parts.push(place.element);
  if (place.part)
    parts.push(`${place.part.collection}${place.part.key ? `[${place.part.key}]` : ''}`);
  if (place.field) parts.push(place.field);
  return parts.join(' › ');
}

/** Every problem of a refused publish or a check, each a link to the element it concerns. */
export function ProblemSummary({ problems, title }: { problems: PlacedProblem[]; title: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="region" aria-label={title}>
      <AlertTitle>{title}</AlertTitle>
      <List dense disablePadding>
        {problems.map((p, i) => {
          const place = p.place;
          const where = whereOf(p, t);
          return (
            <ListItem key={i} disableGutters sx={{ display: 'list-item' }}>
              {place && KINDS.includes(place.kind as never) ? (
                <Link
                  component={RouterLink}
                  to={`?kind=${place.kind}${place.element !== null ? `&name=${encodeURIComponent(place.element)}` : ''}`}
                >
                  {where}
                </Link>
              ) : (
                where
              )}
              {': '}
              {p.message}
            </ListItem>
          );
        })}
      </List>
    </Alert>
  );
}
