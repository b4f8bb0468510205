import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError, type Problem } from '../../api/errors';
import { problemsByField } from './classificationLogic';

/** A refused write's problems by field, and the message of one field's problems. */
export function fieldProblems(error: Error | null) {
  const problems = error instanceof ApiError ? problemsByField(error.problems) : {};
  const message = (field: string) => (problems[field] ?? []).map((p) => p.message).join(' ');
  return { problems, message };
}

/**
 * Under a classification form's fields: the problems no field shows, and a failure that is no
 * problem list at all.
 */
export function WriteFailure({ others, error }: { others: Problem[]; error: Error | null }) {
  const { t } = useTranslation();
  return (
    <>
      {others.length > 0 && (
        <Alert severity="error" role="alert">
          {others.map((p) => p.message).join(' ')}
        </Alert>
      )}
      {error && (!(error instanceof ApiError) || error.problems.length === 0) && (
        <Alert severity="error" role="alert">
          {t('common.error', { message: error.message })}
        </Alert>
      )}
    </>
  );
}
