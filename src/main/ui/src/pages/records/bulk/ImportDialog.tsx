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
import { ApiError } from '../../../api/errors';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { entitiesOf, label, useModel } from '../../../model/useModel';
import { PLATFORM_SOURCE } from '../../drafts/recordDrafts';
import { finished } from '../../operations/progress';
import { downloadTemplate, useBulkRun, useStartImport, type Delimiter } from './bulkApi';
import { IMPORT_ACCEPT, importFormatOf, needsEntity } from './bulkLogic';
import { BulkRunView } from './BulkRunView';

const DELIMITERS: readonly Delimiter[] = [',', ';', '|', 'tab'];

/**
 * The one door for loading a file of records (XLSX, CSV, NDJSON), on the search page and in the
 * operations' bulk loads: a button that opens the import dialog. The search page names its register
 * and shows the records once the load ended; the bulk loads list the load among theirs.
 */
export function ImportButton({
  entityName = '',
  label,
  variant = 'outlined',
  onShowRecords,
  onClosed,
}: {
  entityName?: string;
  label?: string;
  variant?: 'outlined' | 'contained';
  onShowRecords?: () => void;
  onClosed?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClosed?.();
  };
  return (
    <>
      <Button variant={variant} size="small" onClick={() => setOpen(true)}>
        {label ?? t('bulk.import')}
      </Button>
      {open && (
        <ImportDialog
          entityName={entityName}
          onClose={close}
          onShowRecords={
            onShowRecords &&
            (() => {
              close();
              onShowRecords();
            })
          }
        />
      )}
    </>
  );
}

/**
 * Loads a file: the file, the register of a CSV file's lines, the source system it is loaded as
 * (the platform source by default: the steward's overrides, only values that differ written; or
 * one of the model's sources, whose versions the rows then are) and a CSV file's separator; then
 * the run is followed with its changed, unchanged and failed rows.
 */
function ImportDialog({
  entityName: pageEntity,
  onClose,
  onShowRecords,
}: {
  entityName: string;
  onClose: () => void;
  onShowRecords?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const chosenId = useId();
  const model = useModel();
  const entities = useMemo(() => entitiesOf(model.data), [model.data]);
  const sources = (model.data?.sourceSystems ?? []).filter((s) => s.name !== PLATFORM_SOURCE);
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [entityName, setEntityName] = useState(pageEntity);
  const [sourceSystem, setSourceSystem] = useState(PLATFORM_SOURCE);
  const [delimiter, setDelimiter] = useState<Delimiter>(',');
  const start = useStartImport();
  const template = useMutation({
    mutationFn: (format: 'XLSX' | 'CSV') => downloadTemplate(entityName, format),
  });
  const run = useBulkRun(start.data?.executionId ?? null);
  const format = file ? importFormatOf(file.name) : null;
  const ended = run.data !== undefined && finished(run.data.status);
  // The server's word on the source chosen is shown at the picker.
  const sourceProblems = start.error instanceof ApiError ? start.error.about('sourceSystem') : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    start.mutate({
      file,
      format,
      entityName,
      sourceSystem,
      delimiter: format === 'CSV' ? delimiter : undefined,
    });
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
                    label={t('bulk.loadAs')}
                    error={sourceProblems.length > 0}
                    helperText={
                      sourceProblems.map((p) => p.message).join(' ') ||
                      (sourceSystem === PLATFORM_SOURCE
                        ? t('bulk.loadAsPlatformHelp')
                        : t('bulk.loadAsSourceHelp', { source: sourceSystem }))
                    }
                    value={sourceSystem}
                    onChange={(e) => setSourceSystem(e.target.value)}
                    sx={{ flex: 1 }}
                  >
                    <MenuItem value={PLATFORM_SOURCE}>{t('bulk.platformSource')}</MenuItem>
                    {sources.map((s) => (
                      <MenuItem key={s.name} value={s.name!}>
                        {s.name}
                      </MenuItem>
                    ))}
                  </TextField>
                </Stack>
                {format === 'CSV' && (
                  <TextField
                    select
                    label={t('bulk.delimiter')}
                    value={delimiter}
                    onChange={(e) => setDelimiter(e.target.value as Delimiter)}
                    sx={{ maxWidth: 200 }}
                  >
                    {DELIMITERS.map((d) => (
                      <MenuItem key={d} value={d}>
                        {d === 'tab' ? t('bulk.tab') : d}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
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
              {start.error && sourceProblems.length === 0 && <ErrorNotice error={start.error} />}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {start.data ? (
            onShowRecords && (
              <Button variant="contained" onClick={onShowRecords} disabled={!ended}>
                {t('bulk.run.showRecords')}
              </Button>
            )
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
