import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { CheckedConfirm } from './CheckedConfirm';
import {
  scanEnded,
  useCleanCrawlerInstance,
  useDeleteCrawlerInstance,
  useScans,
  useStartScan,
  type Connection,
  type CrawlerInstance,
  type CrawlerType,
} from './governanceApi';
import { connectionSummary } from './parameterForm';
import { ScansTable } from './ScansTable';

/**
 * One crawler instance as an ingestion pipeline: what it reads through, "Scan now", its scans with
 * their progress (read again while one runs), and its edit, clean and delete actions.
 */
export function CrawlerCard({
  instance,
  connection,
  type,
  onEdit,
}: {
  instance: CrawlerInstance;
  connection: Connection | undefined;
  type: CrawlerType | undefined;
  onEdit(): void;
}) {
  const { t, i18n } = useTranslation();
  const scans = useScans(instance);
  const start = useStartScan();
  const clean = useCleanCrawlerInstance();
  const remove = useDeleteCrawlerInstance();
  const [cleaning, setCleaning] = useState(false);
  const running = (scans.data ?? []).some((s) => !scanEnded(s));
  const titleId = `crawler-${instance.informationSystem}-${instance.name}`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby={titleId}
      data-testid="crawler-card"
      data-crawler={instance.name}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box>
          <Typography id={titleId} variant="h6" component="h2">
            {instance.displayName}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {instance.name}
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {connection
              ? t('governance.crawler.readsThrough', {
                  connection: connection.displayName,
                  type: type?.displayName ?? connection.crawlerType,
                  target: connectionSummary(type?.parameters ?? [], connection.parameters),
                })
              : t('governance.crawler.connectionGone', { connection: instance.connection })}
          </Typography>
          {instance.description && <Typography variant="body2">{instance.description}</Typography>}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flex: 'none' }}>
          <Button
            variant="contained"
            disabled={start.isPending || running}
            aria-label={t('governance.crawler.scanOf', { name: instance.name })}
            onClick={() => {
              start.reset();
              start.mutate(instance);
            }}
          >
            {running ? t('governance.crawler.scanning') : t('governance.crawler.scan')}
          </Button>
          <Button
            variant="outlined"
            aria-label={t('governance.editOf', { name: instance.name })}
            onClick={onEdit}
          >
            {t('governance.edit')}
          </Button>
          <Button
            color="error"
            variant="outlined"
            disabled={running}
            aria-label={t('governance.crawler.cleanOf', { name: instance.name })}
            onClick={() => {
              clean.reset();
              setCleaning(true);
            }}
          >
            {t('governance.crawler.clean')}
          </Button>
          <ConfirmButton
            aria-label={t('governance.deleteOf', { name: instance.name })}
            title={t('governance.crawler.deleteTitle', { name: instance.displayName })}
            text={t('governance.crawler.deleteText')}
            busy={remove.isPending}
            onAsk={() => remove.reset()}
            onConfirm={() => remove.mutate(instance)}
          >
            {t('governance.delete')}
          </ConfirmButton>
        </Stack>
      </Stack>
      {start.error && <ErrorNotice error={start.error} />}
      {remove.error && <ErrorNotice error={remove.error} />}
      {clean.data && (
        <Alert severity="success" sx={{ mt: 2 }} onClose={() => clean.reset()} role="status">
          {t('governance.crawler.cleaned', {
            removed: clean.data.removedAssets.toLocaleString(i18n.language),
            kept: clean.data.keptAssets.toLocaleString(i18n.language),
            links: clean.data.removedLinks.toLocaleString(i18n.language),
          })}
        </Alert>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('governance.scan.title')}
      </Typography>
      {scans.isPending ? (
        <Loading />
      ) : scans.error ? (
        <ErrorNotice error={scans.error} />
      ) : (
        <ScansTable
          scans={scans.data}
          label={t('governance.scan.of', { name: instance.displayName })}
        />
      )}
      {cleaning && (
        <CheckedConfirm
          system={instance.informationSystem}
          title={t('governance.crawler.cleanTitle', { name: instance.displayName })}
          text={t('governance.crawler.cleanText')}
          confirm={t('governance.crawler.clean')}
          busy={clean.isPending}
          error={clean.error}
          onConfirm={() => clean.mutate(instance, { onSuccess: () => setCleaning(false) })}
          onClose={() => setCleaning(false)}
        />
      )}
    </Paper>
  );
}
