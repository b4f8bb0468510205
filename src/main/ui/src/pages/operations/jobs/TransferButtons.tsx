import { Alert, Box, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { JsonFileButton } from '../../../components/JsonFileButton';
import { useTranslation } from 'react-i18next';
import { saveJson } from '../../../files/lobs';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { onlyCronWarnings } from './jobForm';
import { exportDefinitions, useImportDefinitions } from './jobsApi';
import { ProblemList } from './ProblemList';

/** The file an export is saved as (chains name the operation they follow, so it moves as is). */
export const EXPORT_FILE = 'operations.json';

/** Saves the operations chosen as `operations.json`. */
export function ExportButton({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: async () => saveJson(await exportDefinitions(ids), EXPORT_FILE),
  });
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => download.mutate()}
        disabled={ids.length === 0 || download.isPending}
      >
        {t('operations.job.export', { count: ids.length })}
      </Button>
      {download.error && (
        <Box sx={{ width: '100%' }}>
          <ProblemList error={download.error} />
        </Box>
      )}
    </>
  );
}

/**
 * Imports a file of operations, whole or not at all: the server lists every problem of the file
 * then. When all it says is that schedules fire very often, the user may import it so.
 */
export function ImportButton() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const send = useImportDefinitions();
  const warned = onlyCronWarnings(send.error);

  function importFile(chosen: File, skipCronWarnings: boolean) {
    setImported(null);
    send.mutate(
      { file: chosen, skipCronWarnings },
      { onSuccess: (definitions) => setImported(definitions.length) },
    );
  }

  return (
    <>
      <JsonFileButton
        label={t('operations.job.import')}
        inputLabel={t('operations.job.importFile')}
        disabled={send.isPending}
        onFile={(chosen) => {
          setFile(chosen);
          importFile(chosen, false);
        }}
      />
      {imported !== null && (
        <Alert severity="success" onClose={() => setImported(null)} sx={{ width: '100%' }}>
          {t('operations.job.imported', { count: imported })}
        </Alert>
      )}
      {send.error && !warned && (
        <Box sx={{ width: '100%' }}>
          <ProblemList error={send.error} />
        </Box>
      )}
      {warned && file && (
        <ConfirmDialog
          title={t('operations.job.cronWarning')}
          text={t('operations.job.importCronWarning')}
          confirm={t('operations.job.importAnyway')}
          onClose={() => send.reset()}
          onConfirm={() => importFile(file, true)}
        />
      )}
    </>
  );
}
