import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { formatMoment } from '../../format/dates';
import { CheckedConfirm } from './CheckedConfirm';
import {
  useCrawlerInstances,
  useDeleteSystem,
  useInformationSystems,
  type InformationSystem,
} from './governanceApi';
import { SystemDialog } from './SystemDialog';

/**
 * The information systems of the source-systems model: created, changed and deleted (after
 * has-relations says what links the deletion would cut), each opening onto its crawler instances.
 */
export default function SystemsTab() {
  const { t, i18n } = useTranslation();
  const systems = useInformationSystems();
  const remove = useDeleteSystem();
  // null: closed; 'new': a new system; else the one changed.
  const [editing, setEditing] = useState<InformationSystem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InformationSystem | null>(null);
  if (systems.isPending) return <Loading />;
  if (systems.error) return <ErrorNotice error={systems.error} />;
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('governance.system.intro')}
      </Typography>
      <Button variant="contained" onClick={() => setEditing('new')} sx={{ mb: 1 }}>
        {t('governance.system.new')}
      </Button>
      <DataTable
        aria-label={t('governance.area.systems')}
        rows={systems.data}
        rowKey={(s) => s.name}
        rowProps={(s) => ({ 'data-testid': 'system-row', 'data-system': s.name })}
        empty={t('governance.system.none')}
        columns={[
          {
            header: t('governance.field.displayName'),
            cell: (s) => (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {s.displayName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {s.name}
                </Typography>
              </>
            ),
          },
          { header: t('governance.system.sourceSystem'), cell: (s) => s.sourceSystem },
          { header: t('governance.field.description'), cell: (s) => s.description ?? '' },
          {
            header: t('governance.field.updated'),
            cell: (s) => `${formatMoment(s.updateDate, i18n.language)}, ${s.updatedBy}`,
          },
          {
            cell: (s) => (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button
                  size="small"
                  variant="outlined"
                  component={Link}
                  to={`/governance/crawlers/${encodeURIComponent(s.name)}`}
                  aria-label={t('governance.system.crawlersOf', { name: s.name })}
                >
                  {t('governance.system.crawlers')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('governance.editOf', { name: s.name })}
                  onClick={() => setEditing(s)}
                >
                  {t('governance.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={t('governance.deleteOf', { name: s.name })}
                  onClick={() => {
                    remove.reset();
                    setDeleting(s);
                  }}
                >
                  {t('governance.delete')}
                </Button>
              </Stack>
            ),
          },
        ]}
      />
      {editing && (
        <SystemDialog
          system={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <CheckedConfirm
          system={deleting.name}
          title={t('governance.system.deleteTitle', { name: deleting.displayName })}
          text={t('governance.system.deleteText')}
          confirm={t('governance.delete')}
          busy={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        >
          <CrawlersLeft system={deleting.name} />
        </CheckedConfirm>
      )}
    </Paper>
  );
}

/** The crawler instances a system still has, which keep it from being deleted. */
function CrawlersLeft({ system }: { system: string }) {
  const { t } = useTranslation();
  const instances = useCrawlerInstances(system);
  if (!instances.data?.length) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="crawlers-left">
      {t('governance.system.crawlersLeft', {
        names: instances.data.map((i) => i.displayName).join(', '),
      })}
    </Alert>
  );
}
