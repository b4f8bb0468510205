import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { entitiesOf, label, useModel } from '../../../model/useModel';
import { finished } from '../../operations/progress';
import { downloadTemplate, useBulkRun, useStartImport } from './bulkApi';
import { IMPORT_ACCEPT, importFormatOf, needsEntity } from './bulkLogic';
import { BulkRunView } from './BulkRunView';

/**
 * Loads a file of records (XLSX, CSV, NDJSON) from the search page: the file, the register of a
 * CSV file's lines (the page's, unless changed) and the source system of rows naming none; then
 * the run is followed, its failed items listed, and the search asked again to show what came in.
 */
export function ImportButton({
  entityName,
  onShowRecords,
}: {
  entityName: string;
  onShowRecords: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {t('bulk.import')}
      </Button>
      {open && (
        <ImportDialog
          entityName={entityName}
          onClose={() => setOpen(false)}
          onShowRecords={() => {
            setOpen(false);
            onShowRecords();
          }}
        />
      )}
    </>
  );
}

function ImportDialog({
  entityName: pageEntity,
  onClose,
  onShowRecords,
}: {
  entityName: string;
  onClose: () => void;
  onShowRecords: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const chosenId = useId();
  const model = useModel();
  const entities = useMemo(() => entitiesOf(model.data), [model.data]);
  const sources = model.data?.sourceSystems ?? [];
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [entityName, setEntityName] = useState(pageEntity);
  const [sourceSystem, setSourceSystem] = useState('');
  const start = useStartImport();
  const template = useMutation({
    mutationFn: (format: 'XLSX' | 'CSV') => downloadTemplate(entityName, format),
  });
  const run = useBulkRun(start.data?.executionId ?? null);
  const format = file ? importFormatOf(file.name) : null;
  const ended = run.data !== undefined && finished(run.data.status);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    start.mutate({ file, format, entityName, sourceSystem });
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{t('bulk.importTitle')}</DialogTitle>
        <DialogContent>
          {start.data ? (
            <BulkRunView runId={start.data.executionId} />
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('bulk.importHelp')}
              </Typography>
              <Stack spacing={2}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  {/* A plain button opens the browser's file chooser: a label around the input
                      would nest one control in another. */}
                  <Button
                    variant="outlined"
                    onClick={() => picker.current?.click()}
                    aria-describedby={chosenId}
                  >
                    {t('bulk.choose')}
                  </Button>
                  <input
                    ref={picker}
                    type="file"
                    hidden
                    aria-label={t('bulk.file')}
                    accept={IMPORT_ACCEPT}
                    onChange={(e) => {
                      setFile(e.target.files?.[0] ?? null);
                      start.reset();
                    }}
                  />
                  <Typography id={chosenId} data-testid="chosen-file">
                    {file
                      ? t('bulk.chosen', {
                          name: file.name,
                          format: format ?? t('bulk.unknownFormat'),
                        })
                      : t('bulk.noFile')}
                  </Typography>
                </Stack>
                <Stack direction="row" spacing={2}>
                  <TextField
                    select
                    required={needsEntity(format)}
                    label={t('bulk.entity')}
                    helperText={t('bulk.entityHelp')}
                    value={entityName}
                    onChange={(e) => setEntityName(e.target.value)}
                    sx={{ flex: 1 }}
                  >
                    {entities.map((e) => (
                      <MenuItem key={e.name} value={e.name!}>
                        {label(e)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    label={t('bulk.sourceSystem')}
                    helperText={t('bulk.sourceSystemHelp')}
                    value={sourceSystem}
                    onChange={(e) => setSourceSystem(e.target.value)}
                    slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                    sx={{ flex: 1 }}
                  >
                    <MenuItem value="">{t('bulk.fromFile')}</MenuItem>
                    {sources.map((s) => (
                      <MenuItem key={s.name} value={s.name!}>
                        {s.name}
                      </MenuItem>
                    ))}
                  </TextField>
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('bulk.templateHelp')}
                  </Typography>
                  {(['XLSX', 'CSV'] as const).map((f) => (
                    <Button
                      key={f}
                      size="small"
                      disabled={!entityName || template.isPending}
                      onClick={() => template.mutate(f)}
                      aria-label={t('bulk.templateOf', { format: f })}
                    >
                      {f}
                    </Button>
                  ))}
                </Stack>
              </Stack>
              <Typography variant="body2" color="text.secondary" data-testid="after-load">
                {t('bulk.afterLoad')}
              </Typography>
              {template.error && <ErrorNotice error={template.error} />}
              {start.error && <ErrorNotice error={start.error} />}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {start.data ? (
            <Button variant="contained" onClick={onShowRecords} disabled={!ended}>
              {t('bulk.run.showRecords')}
            </Button>
          ) : (
            <Button
              type="submit"
              variant="contained"
              disabled={!file || (needsEntity(format) && !entityName) || start.isPending}
            >
              {t('bulk.start')}
            </Button>
          )}
          <Button onClick={onClose}>{t('bulk.close')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
