import { Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ImportButton } from '../records/bulk/ImportDialog';
import { LoadDetail } from './LoadDetail';
import { LoadsList } from './LoadsList';

/**
 * Bulk loads: a new one through the one import dialog (the search page's), the one chosen
 * (followed until it ends), and the latest.
 */
export default function LoadsTab() {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const { importId } = useParams();
  const id = importId && /^\d+$/.test(importId) ? Number(importId) : null;
  return (
    <Stack spacing={2}>
      <Paper component="section" aria-labelledby="new-load" sx={{ p: 2 }}>
        <Typography id="new-load" variant="h6" component="h2">
          {t('operations.load.new')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('operations.load.help')}
        </Typography>
        <ImportButton
          label={t('operations.load.openDialog')}
          variant="contained"
          onClosed={() => void queries.invalidateQueries({ queryKey: ['loads'] })}
        />
      </Paper>
      {id !== null && <LoadDetail key={id} id={id} />}
      <LoadsList selected={id} />
    </Stack>
  );
}
