import {
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TransferButtons } from './TransferButtons';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { useCreateLabel, useLabels } from './securityApi';

/** The security labels with their register and attributes, and a form for a new one. */
export default function LabelsTab() {
  const { t } = useTranslation();
  const labels = useLabels();
  const create = useCreateLabel();
  const [name, setName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [paths, setPaths] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    await create.mutateAsync({
      name: name.trim(),
      displayName: displayName.trim(),
      paths: paths
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== ''),
    });
    setName('');
    setDisplayName('');
    setPaths('');
  }

  return (
    <Stack spacing={2}>
      <Paper
        component="form"
        sx={{ p: 2 }}
        onSubmit={(e) => void submit(e).catch(() => {})}
        aria-labelledby="new-label"
      >
        <Typography id="new-label" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('security.label.new')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('security.label.help')}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            required
            label={t('security.label.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label={t('security.label.displayName')}
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
          />
          <TextField
            required
            label={t('security.label.paths')}
            placeholder="Customer.region"
            value={paths}
            onChange={(e) => setPaths(e.target.value)}
            sx={{ minWidth: 320 }}
          />
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('security.label.create')}
          </Button>
        </Stack>
        {create.error && <ErrorNotice error={create.error} />}
      </Paper>
      <Paper sx={{ p: 2 }}>
        <TransferButtons what="labels" />
        {labels.isPending ? (
          <Loading />
        ) : labels.error ? (
          <ErrorNotice error={labels.error} />
        ) : labels.data.length === 0 ? (
          <Typography>{t('security.label.none')}</Typography>
        ) : (
          <Table size="small" aria-label={t('security.area.labels')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('security.label.name')}</TableCell>
                <TableCell>{t('security.label.displayName')}</TableCell>
                <TableCell>{t('security.label.entity')}</TableCell>
                <TableCell>{t('security.label.paths')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {labels.data.map((label) => (
                <TableRow key={label.name} data-testid="label-row">
                  <TableCell>{label.name}</TableCell>
                  <TableCell>{label.displayName}</TableCell>
                  <TableCell>{label.entityName}</TableCell>
                  <TableCell>{label.attributes.map((a) => a.path).join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
