import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Load } from './loadsApi';
import { DataTable } from '../../components/DataTable';
import { formatMoment } from '../../format/dates';

/**
 * The rejected lines of a load: each line's number and every reason it was refused; `removed`:
 * when a depersonalization in place removed them (their reasons quoted the values).
 */
export function Rejections({
  rejections,
  removed,
}: {
  rejections: Load['rejections'];
  removed?: string | null;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {t('operations.load.rejections')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('operations.load.rejectionsHelp')}
      </Typography>
      <DataTable
        aria-label={t('operations.load.rejections')}
        rows={rejections.flatMap((rejection) =>
          rejection.errors.map((error, index) => ({ line: rejection.line, error, index })),
        )}
        empty={
          removed
            ? t('operations.load.rejectionsRemoved', {
                date: formatMoment(removed, i18n.language),
              })
            : t('operations.load.noRejections')
        }
        rowKey={({ line, index }) => `${line}-${index}`}
        rowProps={({ line }) => ({ 'data-testid': 'rejection', 'data-line': line })}
        columns={[
          {
            header: t('operations.load.line'),
            width: 80,
            cell: ({ line, index }) => (index === 0 ? line : ''),
          },
          {
            header: t('operations.load.code'),
            width: 260,
            cell: ({ error }) => <code>{error.code}</code>,
          },
          {
            header: t('operations.load.field'),
            width: 160,
            cell: ({ error }) => error.source ?? t('common.none'),
          },
          { header: t('operations.load.message'), cell: ({ error }) => error.message },
        ]}
      />
    </>
  );
}
