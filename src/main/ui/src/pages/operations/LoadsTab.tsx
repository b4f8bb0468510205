import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ImportButton } from '../records/bulk/ImportDialog';
import { LoadDetail } from './LoadDetail';
import { LoadsList } from './LoadsList';
import { Section } from '../../components/Section';

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
      <Section
        id="new-load"
        title={t('operations.load.new')}
        help={t('operations.load.help')}
        helpGap={2}
      >
        <ImportButton
          label={t('operations.load.openDialog')}
          variant="contained"
          onClosed={() => void queries.invalidateQueries({ queryKey: ['loads'] })}
        />
      </Section>
      {id !== null && <LoadDetail key={id} id={id} />}
      <LoadsList selected={id} />
    </Stack>
  );
}
