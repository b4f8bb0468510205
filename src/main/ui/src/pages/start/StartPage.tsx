import { Button, Grid, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../auth/session';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { download, useNotifications } from '../../layout/notificationsApi';
import { entitiesOf, label, useModel } from '../../model/useModel';
import { useLoads } from '../operations/loadsApi';
import { StateChip } from '../operations/StateChip';
import { when } from '../operations/when';
import { TasksTile } from '../tasks/TasksTile';
import { refused, Tile } from './Tile';
import { useMyDrafts, useWaitingClusters, waitingFor, type Draft } from './workApi';

/** The steward's start page: what waits for them, after login, instead of an empty search. */
export default function StartPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const me = session?.userName ?? '';
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('start.title')}
      </Typography>
      <Grid container spacing={2}>
        <TasksTile />
        <ClustersTile />
        <DraftsTiles me={me} />
        <LoadsTile me={me} />
        <ExportsTile />
      </Grid>
    </Stack>
  );
}

function ClustersTile() {
  const { t, i18n } = useTranslation();
  const counts = useWaitingClusters();
  const model = useModel();
  if (counts.error && refused(counts.error)) return null;
  const entities = entitiesOf(model.data);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Tile title={t('start.clusters.title')} testId="start-clusters">
      {counts.isPending ? (
        <Loading />
      ) : counts.error ? (
        <ErrorNotice error={counts.error} />
      ) : counts.data.registers.length === 0 ? (
        <Typography>{t('start.clusters.none')}</Typography>
      ) : (
        <>
          <Typography>{t('start.clusters.total', { count: counts.data.total })}</Typography>
          <List dense>
            {counts.data.registers.map((r) => {
              const entity = entities.find((e) => e.name === r.entityName);
              return (
                <ListItem key={r.entityName} disableGutters>
                  <Link
                    component={RouterLink}
                    to={`/duplicates?entity=${encodeURIComponent(r.entityName)}`}
                  >
                    {t('start.clusters.register', {
                      register: entity ? label(entity) : r.entityName,
                      count: number.format(r.clusters),
                    })}
                  </Link>
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </Tile>
  );
}

function DraftList({ drafts, empty }: { drafts: Draft[]; empty: string }) {
  const { t, i18n } = useTranslation();
  if (drafts.length === 0) return <Typography>{empty}</Typography>;
  return (
    <List dense>
      {drafts.slice(0, 10).map((d) => (
        <ListItem key={d.draftId} disableGutters>
          <Link component={RouterLink} to={`/drafts/${d.draftId}`}>
            {d.description || t('start.drafts.untitled', { id: d.draftId })}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {t('start.drafts.changed', {
              by: d.updatedBy ?? d.createdBy ?? '—',
              at: when(d.updateDate ?? d.createDate, i18n.language),
            })}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

function DraftsTiles({ me }: { me: string }) {
  const { t } = useTranslation();
  const drafts = useMyDrafts(me);
  if (drafts.error && refused(drafts.error)) return null;
  const mine = drafts.data?.drafts ?? [];
  return (
    <>
      <Tile title={t('start.drafts.mine')} testId="start-drafts">
        {drafts.isPending ? (
          <Loading />
        ) : drafts.error ? (
          <ErrorNotice error={drafts.error} />
        ) : (
          <>
            {drafts.data.totalCount > 0 && (
              <Typography>{t('start.drafts.open', { count: drafts.data.totalCount })}</Typography>
            )}
            <DraftList drafts={mine} empty={t('start.drafts.noneMine')} />
          </>
        )}
      </Tile>
      <Tile title={t('start.drafts.waiting')} testId="start-waiting-drafts">
        <Typography variant="body2" color="text.secondary">
          {t('start.drafts.waitingHelp')}
        </Typography>
        {drafts.data && (
          <DraftList drafts={waitingFor(mine, me)} empty={t('start.drafts.noneWaiting')} />
        )}
      </Tile>
    </>
  );
}

function LoadsTile({ me }: { me: string }) {
  const { t, i18n } = useTranslation();
  const loads = useLoads();
  if (loads.error && refused(loads.error)) return null;
  const mine = (loads.data ?? []).filter((l) => l.createdBy === me).slice(0, 5);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Tile title={t('start.loads.title')} testId="start-loads">
      {loads.isPending ? (
        <Loading />
      ) : loads.error ? (
        <ErrorNotice error={loads.error} />
      ) : mine.length === 0 ? (
        <Typography>{t('start.loads.none')}</Typography>
      ) : (
        <List dense>
          {mine.map((l) => (
            <ListItem key={l.importId} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={`/operations/loads/${l.importId}`}>
                {t('start.loads.load', { id: l.importId, at: when(l.createDate, i18n.language) })}
              </Link>
              <StateChip state={l.state} />
              <Typography variant="body2" color="text.secondary">
                {t('start.loads.counts', {
                  changed: number.format(l.loaded + l.updated),
                  failed: number.format(l.rejected),
                })}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Tile>
  );
}

function ExportsTile() {
  const { t, i18n } = useTranslation();
  const notifications = useNotifications();
  const [failure, setFailure] = useState<Error | null>(null);
  if (notifications.error && refused(notifications.error)) return null;
  const exports = (notifications.data?.notifications ?? [])
    .filter((n) => n.type === 'RECORDS_EXPORT')
    .slice(0, 5);
  return (
    <Tile title={t('start.exports.title')} testId="start-exports">
      {notifications.isPending ? (
        <Loading />
      ) : exports.length === 0 ? (
        <Typography>{t('start.exports.none')}</Typography>
      ) : (
        <List dense>
          {exports.map((n) => (
            <ListItem key={n.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2">{when(n.createDate, i18n.language)}</Typography>
              <StateChip state={n.outcome === 'DONE' ? 'READY' : 'FAILED'} />
              {n.link && (
                <Button
                  size="small"
                  onClick={() => {
                    setFailure(null);
                    download(n.link!, `records-export-${n.id}`).catch((e: Error) => setFailure(e));
                  }}
                >
                  {t('start.exports.download')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {failure && <ErrorNotice error={failure} />}
    </Tile>
  );
}
