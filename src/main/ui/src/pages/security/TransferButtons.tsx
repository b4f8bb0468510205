import { Alert, Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useState } from 'react';
import { JsonFileButton } from '../../components/JsonFileButton';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useStartExport, useStartImport, type SecurityDocument } from './securityApi';

/**
 * Export of all roles or labels and import of a document, both run in the background: their end is
 * told in the notifications, where an export's document is downloaded.
 */
export function TransferButtons({ what }: { what: 'roles' | 'labels' }) {
  const { t } = useTranslation();
  const startExport = useStartExport();
  const startImport = useStartImport();
  const [recreate, setRecreate] = useState(false);
  const [started, setStarted] = useState(false);
  const [unreadable, setUnreadable] = useState<string | null>(null);

  async function exportAll() {
    setStarted(false);
    await startExport.mutateAsync(what);
    setStarted(true);
  }

  async function importFile(chosen: File) {
    setStarted(false);
    setUnreadable(null);
    let document: SecurityDocument;
    try {
      document = JSON.parse(await chosen.text()) as SecurityDocument;
    } catch {
      setUnreadable(t('security.transfer.notJson', { name: chosen.name }));
      return;
    }
    await startImport.mutateAsync({ what, document, recreate });
    setStarted(true);
  }

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => void exportAll().catch(() => undefined)}
          disabled={startExport.isPending}
        >
          {t(`security.transfer.export.${what}`)}
        </Button>
        <JsonFileButton
          label={t(`security.transfer.import.${what}`)}
          disabled={startImport.isPending}
          onFile={(chosen) => void importFile(chosen).catch(() => undefined)}
        />
        {what === 'labels' && (
          <FormControlLabel
            control={
              <Checkbox checked={recreate} onChange={(e) => setRecreate(e.target.checked)} />
            }
            label={t('security.transfer.recreate')}
          />
        )}
      </Stack>
      {started && <Alert severity="info">{t('security.transfer.started')}</Alert>}
      {startExport.error && <ErrorNotice error={startExport.error} />}
      {startImport.error && <ErrorNotice error={startImport.error} />}
      {unreadable && <Alert severity="error">{unreadable}</Alert>}
    </Stack>
  );
}
