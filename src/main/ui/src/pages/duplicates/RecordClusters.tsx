import {
  Button,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import { ErrorNotice } from '../../components/ErrorNotice';
import { TARGET } from './ClustersPage';
import { formatMoment } from '../../format/dates';

/** The record card's section: the matching clusters the record is in, each to compare. */
export function RecordClusters({ etalonId }: { etalonId: string }) {
  const { t, i18n } = useTranslation();
  const clusters = useQuery({
    queryKey: ['record-clusters', etalonId],
    queryFn: async () =>
      unwrap(
        await api.matching.POST('/api/v2/matching/clusters', {
          params: { query: { clusterTargetSubjectId: etalonId } },
          body: { clusterTargetSubjectId: etalonId, count: 100 },
        }),
      ),
  });
  const list = clusters.data?.clusters ?? [];
  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="clusters-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" id="clusters-title">
          {t('duplicates.ofRecord')}
        </Typography>
        {list.length > 0 && (
          <Button component={RouterLink} to={`/duplicates?${TARGET}=${etalonId}`} size="small">
            {t('duplicates.allOfRecord')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('duplicates.ofRecordHelp')}
      </Typography>
      {clusters.error && <ErrorNotice error={clusters.error} />}
      {clusters.data && list.length === 0 && (
        <Typography sx={{ mt: 1 }}>{t('duplicates.noneOfRecord')}</Typography>
      )}
      <List dense data-testid="record-clusters">
        {list.map((cluster) => (
          <ListItem key={cluster.id} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/duplicates/${cluster.id}?${TARGET}=${etalonId}`}>
                  {cluster.ruleDisplayName || cluster.ruleName} (
                  {cluster.setDisplayName || cluster.setName})
                </Link>
              }
              secondary={`${t('duplicates.size')}: ${cluster.recordsCount} · ${
                cluster.matchingDate ? formatMoment(cluster.matchingDate, i18n.language) : ''
              }`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
