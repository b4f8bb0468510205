import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { ApiError, unwrap } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ConfirmButton } from '../../components/ConfirmButton';
import { MergePreview, type Picks } from './MergePreview';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { entitiesOf, useModel } from '../../model/useModel';
import { TARGET } from './ClustersPage';
import { CompareTable } from './CompareTable';
import { PairsTable } from './PairsTable';
import { defaultWinner, describe, type ClusterRecord } from './compare';
import { useCluster } from './queries';
import { WORK_KEY } from '../start/workApi';
import { Section } from '../../components/Section';

/** A cluster's records compared side by side, with what matched them; confirm or reject it. */
export default function ClusterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { clusterId = '' } = useParams();
  const [params] = useSearchParams();
  const target = params.get(TARGET);
  const backTo = target ? `/duplicates?${TARGET}=${target}` : '/duplicates';
  const model = useModel();
  const cluster = useCluster(clusterId);
  const entity = useMemo(
    () => entitiesOf(model.data).find((e) => e.name === cluster.data?.cluster?.entityName),
    [model.data, cluster.data],
  );
  const records = cluster.data?.records ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const winner =
    chosen && records.some((r) => r.etalonId === chosen) ? chosen : defaultWinner(records, target);
  const [notice, setNotice] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [picks, setPicks] = useState<Picks>({});

  function refresh() {
    void queries.invalidateQueries({ queryKey: ['clusters'] });
    void queries.invalidateQueries({ queryKey: WORK_KEY });
    void queries.invalidateQueries({ queryKey: ['record-clusters'] });
  }

  const confirm = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.matching.POST('/api/v2/matching/clusters/{clusterId}/confirm', {
          params: { path: { clusterId } },
          body: { winnerEtalonId: winner, picks: picks as Record<string, never> },
        }),
      ),
    onSuccess: (answer) => {
      refresh();
      queries.removeQueries({ queryKey: ['cluster', clusterId] });
      navigate(`/records/${encodeURIComponent(entity?.name ?? '')}/${answer.winnerEtalonId}`);
    },
  });
  const reject = useMutation({
    mutationFn: async (leaving: ClusterRecord | null) =>
      unwrap(
        await api.matching.POST('/api/v2/matching/clusters/{clusterId}/reject', {
          params: { path: { clusterId } },
          body: leaving ? { etalonIds: [leaving.etalonId!] } : {},
        }),
      ),
    onSuccess: (answer, leaving) => {
      refresh();
      if (leaving && answer.cluster) {
        setNotice(t('duplicates.takenOut', { record: describe(leaving) }));
        void queries.invalidateQueries({ queryKey: ['cluster', clusterId] });
        return;
      }
      queries.removeQueries({ queryKey: ['cluster', clusterId] });
      navigate(backTo, {
        state: { notice: leaving ? t('duplicates.dissolved') : t('duplicates.rejected') },
      });
    },
  });
  const busy = confirm.isPending || reject.isPending;

  const back = (
    <Box>
      <Button component={RouterLink} to={backTo}>
        ← {t('duplicates.back')}
      </Button>
    </Box>
  );
  if (cluster.isPending || model.isPending) return <Loading />;
  if (cluster.error) {
    const gone = cluster.error instanceof ApiError && cluster.error.status === 404;
    return (
      <Stack spacing={2}>
        {back}
        {gone ? (
          <Alert severity="info">{t('duplicates.gone')}</Alert>
        ) : (
          <ErrorNotice error={cluster.error} />
        )}
      </Stack>
    );
  }
  const view = cluster.data.cluster;
  const kept = records.find((r) => r.etalonId === winner);
  const winnerName = kept ? describe(kept) : '';
  return (
    <Stack spacing={2}>
      {back}
      <Typography variant="h5" component="h1">
        {t('duplicates.compareTitle', { rule: view?.ruleDisplayName || view?.ruleName })}
      </Typography>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Section
        id="compare-title"
        title={t('duplicates.compare')}
        help={t('duplicates.compareHelp')}
        helpGap={1}
      >
        <CompareTable
          entity={entity}
          records={records}
          winner={winner}
          onWinner={setChosen}
          onTakeOut={(record) => reject.mutate(record)}
          busy={busy}
        />
        {(confirm.error || reject.error) && <ErrorNotice error={confirm.error ?? reject.error} />}
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button variant="contained" disabled={busy || !winner} onClick={() => setAsking(true)}>
            {t('duplicates.confirm')}
          </Button>
          <ConfirmButton
            variant="outlined"
            disabled={busy}
            title={t('duplicates.rejectTitle')}
            text={t('duplicates.rejectText')}
            onConfirm={() => reject.mutate(null)}
          >
            {t('duplicates.reject')}
          </ConfirmButton>
        </Stack>
      </Section>
      <Section id="pairs-title" title={t('duplicates.pairs')}>
        <PairsTable entity={entity} records={records} pairs={cluster.data.pairs ?? []} />
      </Section>
      <ConfirmDialog
        open={asking}
        title={t('merge.confirmTitle', { count: records.length - 1, record: winnerName })}
        text={t('merge.confirmText', {
          count: records.length - 1,
          record: winnerName,
          id: winner,
        })}
        confirm={t('merge.submit')}
        wide
        onClose={() => {
          setPicks({});
          setAsking(false);
        }}
        onConfirm={() => {
          setAsking(false);
          confirm.mutate();
        }}
      >
        {asking && entity && winner && (
          <MergePreview
            request={{
              entityName: entity.name!,
              winnerEtalonId: winner,
              loserEtalonIds: records.map((r) => r.etalonId!).filter((id) => id !== winner),
            }}
            picks={picks}
            onPick={setPicks}
          />
        )}
      </ConfirmDialog>
    </Stack>
  );
}
