import { Alert, Box, Button, Link } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { JsonFileButton } from '../../components/JsonFileButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { saveJson } from '../../files/lobs';
import {
  exportClassifier,
  importClassifier,
  useRefreshClassifiers,
  type ClassifierDocument,
} from './classifiersApi';
import { ProblemList } from './ProblemList';

/** Saves a classifier's JSON document (every version and tree) as `<name>.json`. */
export function ExportButton({ name }: { name: string }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: async () => {
      saveJson(await exportClassifier(name), `${name}.json`);
    },
  });
  return (
    <>
      <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending}>
        {t('classifiers.transfer.export')}
      </Button>
      {download.error && (
        <Box sx={{ width: '100%' }}>
          <ProblemList error={download.error} />
        </Box>
      )}
    </>
  );
}

/** The outcome of an import: the classifier it wrote, or why the file was not sent. */
type Outcome = { imported: string } | { unreadable: string } | null;

/**
 * Imports a classifier from an exported JSON file: a classifier of a new name is created, one that
 * exists takes the document's fields, versions and trees. The server checks the whole document and
 * lists every problem at once; nothing is written then.
 */
export function ImportButton() {
  const { t } = useTranslation();
  const refresh = useRefreshClassifiers();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useMutation({
    mutationFn: importClassifier,
    onSuccess: async (answer) => {
      setOutcome({ imported: answer.classifier.name });
      await refresh();
    },
  });

  async function importFile(chosen: File) {
    setOutcome(null);
    send.reset();
    let document: ClassifierDocument;
    try {
      document = JSON.parse(await chosen.text()) as ClassifierDocument;
    } catch {
      setOutcome({ unreadable: t('classifiers.transfer.notJson', { name: chosen.name }) });
      return;
    }
    send.mutate(document);
  }

  return (
    <>
      <JsonFileButton
        label={t('classifiers.transfer.import')}
        disabled={send.isPending}
        onFile={(chosen) => void importFile(chosen)}
      />
      {outcome && 'imported' in outcome && (
        <Alert severity="success" sx={{ width: '100%' }}>
          {t('classifiers.transfer.imported')}{' '}
          <Link component={RouterLink} to={`/classifiers/${encodeURIComponent(outcome.imported)}`}>
            {outcome.imported}
          </Link>
        </Alert>
      )}
      {outcome && 'unreadable' in outcome && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {outcome.unreadable}
        </Alert>
      )}
      {send.error && (
        <Box sx={{ width: '100%' }}>
          <ProblemList error={send.error} title={t('classifiers.transfer.refused')} />
        </Box>
      )}
    </>
  );
}
