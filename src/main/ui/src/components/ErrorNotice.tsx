import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/errors';

/** A failed request as the steward reads it: the server's own messages. */
export function ErrorNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message =
    error instanceof ApiError || error instanceof Error ? error.message : String(error);
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      {t('common.error', { message })}
    </Alert>
  );
}
