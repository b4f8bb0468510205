import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { CrawlerCard } from './CrawlerCard';
import { CrawlerInstanceDialog } from './CrawlerInstanceDialog';
import {
  useConnections,
  useCrawlerInstances,
  useCrawlerTypes,
  useInformationSystems,
  type CrawlerInstance,
} from './governanceApi';

/**
 * The crawler instances of one information system (chosen here, kept in the address), each with
 * its "Scan now" and its scans; new ones created for the system.
 */
export default function CrawlersTab() {
  const { t } = useTranslation();
  const { system: chosen } = useParams();
  const navigate = useNavigate();
  const systems = useInformationSystems();
  const connections = useConnections();
  const types = useCrawlerTypes();
  const system = chosen ?? systems.data?.[0]?.name;
  const instances = useCrawlerInstances(system);
  // null: closed; 'new': a new instance; else the one changed.
  const [editing, setEditing] = useState<CrawlerInstance | 'new' | null>(null);
  const failed = systems.error ?? connections.error ?? types.error;
  if (failed) return <ErrorNotice error={failed} />;
  if (!systems.data || !connections.data || !types.data) return <Loading />;
  const all = { systems: systems.data, connections: connections.data, types: types.data };
  if (all.systems.length === 0) {
    return (
      <Paper sx={{ p: 2 }}>
        <Typography>{t('governance.crawler.noSystems')}</Typography>
      </Paper>
    );
  }
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('governance.crawler.intro')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('governance.crawler.system')}
          value={all.systems.some((s) => s.name === system) ? system : ''}
          onChange={(e) =>
            void navigate(`/governance/crawlers/${encodeURIComponent(e.target.value)}`)
          }
          sx={{ minWidth: 280 }}
        >
          {all.systems.map((s) => (
            <MenuItem key={s.name} value={s.name}>
              {s.displayName}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => setEditing('new')} disabled={!system}>
          {t('governance.crawler.new')}
        </Button>
      </Stack>
      {instances.isPending ? (
        <Loading />
      ) : instances.error ? (
        <ErrorNotice error={instances.error} />
      ) : instances.data.length === 0 ? (
        <Typography>{t('governance.crawler.none')}</Typography>
      ) : (
        <Stack spacing={2}>
          {instances.data.map((i) => {
            const connection = all.connections.find((c) => c.name === i.connection);
            return (
              <CrawlerCard
                key={i.name}
                instance={i}
                connection={connection}
                type={all.types.find((x) => x.type === connection?.crawlerType)}
                onEdit={() => setEditing(i)}
              />
            );
          })}
        </Stack>
      )}
      {editing && system && (
        <CrawlerInstanceDialog
          system={system}
          instance={editing === 'new' ? null : editing}
          connections={all.connections}
          types={all.types}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
