import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { ErrorNotice } from '../../components/ErrorNotice';
import { entitiesOf, label, useModel } from '../../model/useModel';
import { rememberLines } from './loadSizes';
import { useStartLoad, type StartLoad } from './loadsApi';
import { formatOf, linesOf } from './progress';

const DELIMITERS = [',', ';', '|', 'tab'] as const;

/** Sends an NDJSON or CSV file to be loaded and opens the load to follow it. */
export function LoadForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const model = useModel();
  const entities = useMemo(() => entitiesOf(model.data), [model.data]);
  const [file, setFile] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [entityName, setEntityName] = useState('');
  const [delimiter, setDelimiter] = useState<StartLoad['delimiter']>(',');
  const start = useStartLoad();
  const format = file ? formatOf(file.name) : 'ndjson';
  const csv = format === 'csv';
  const error = start.error;
  const entityProblems = error instanceof ApiError ? error.about('entityName') : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    // Counted while the file is sent: the bar needs how far the load has to go.
    const counting = linesOf(file, csv);
    const id = await start.mutateAsync(
      csv ? { file, format, entityName, delimiter } : { file, format },
    );
    rememberLines(id, await counting);
    navigate(`/operations/loads/${id}`);
  }

  return (
    <Paper component="form" onSubmit={(e) => void submit(e).catch(() => {})} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('operations.load.new')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('operations.load.help')} {t('bulk.afterLoad')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {/* A plain button opens the browser's file chooser: a label around the input would nest
            one control in another. */}
        <Button
          variant="outlined"
          onClick={() => picker.current?.click()}
          aria-describedby="chosen-file"
        >
          {t('operations.load.choose')}
        </Button>
        <input
          ref={picker}
          type="file"
          hidden
          aria-label={t('operations.load.file')}
          accept=".ndjson,.jsonl,.json,.csv,application/x-ndjson,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            start.reset();
          }}
        />
        <Typography id="chosen-file" data-testid="chosen-file" sx={{ minWidth: 160 }}>
          {file ? `${file.name} (${format.toUpperCase()})` : t('operations.load.noFile')}
        </Typography>
        {csv && (
          <>
            <TextField
              select
              required
              label={t('operations.load.entity')}
              value={entityName}
              onChange={(e) => setEntityName(e.target.value)}
              error={entityProblems.length > 0}
              helperText={entityProblems.map((p) => p.message).join(' ') || undefined}
              sx={{ minWidth: 300 }}
            >
              {entities.map((e) => (
                <MenuItem key={e.name} value={e.name!}>
                  {label(e)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('operations.load.delimiter')}
              value={delimiter}
              onChange={(e) => setDelimiter(e.target.value as StartLoad['delimiter'])}
              sx={{ minWidth: 140 }}
            >
              {DELIMITERS.map((d) => (
                <MenuItem key={d} value={d}>
                  {d === 'tab' ? t('operations.load.tab') : d}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={!file || (csv && !entityName) || start.isPending}
        >
          {t('operations.load.start')}
        </Button>
      </Stack>
      {error && entityProblems.length === 0 && <ErrorNotice error={error} />}
    </Paper>
  );
}
