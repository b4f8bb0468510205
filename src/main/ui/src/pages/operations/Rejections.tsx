import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Load } from './loadsApi';

/** The rejected lines of a load: each line's number and every reason it was refused. */
export function Rejections({ rejections }: { rejections: Load['rejections'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {t('operations.load.rejections')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('operations.load.rejectionsHelp')}
      </Typography>
      {rejections.length === 0 ? (
        <Typography>{t('operations.load.noRejections')}</Typography>
      ) : (
        <Table size="small" aria-label={t('operations.load.rejections')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>{t('operations.load.line')}</TableCell>
              <TableCell sx={{ width: 260 }}>{t('operations.load.code')}</TableCell>
              <TableCell sx={{ width: 160 }}>{t('operations.load.field')}</TableCell>
              <TableCell>{t('operations.load.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rejections.flatMap((rejection) =>
              rejection.errors.map((error, index) => (
                <TableRow
                  key={`${rejection.line}-${index}`}
                  data-testid="rejection"
                  data-line={rejection.line}
                >
                  <TableCell>{index === 0 ? rejection.line : ''}</TableCell>
                  <TableCell>
                    <code>{error.code}</code>
                  </TableCell>
                  <TableCell>{error.source ?? t('common.none')}</TableCell>
                  <TableCell>{error.message}</TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      )}
    </>
  );
}
