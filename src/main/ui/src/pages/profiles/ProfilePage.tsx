import { Fragment } from 'react';
import {
  Alert,
  Box,
  Link,
  ListSubheader,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../auth/session';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { formatMoment } from '../../format/dates';
import { entitiesOf, label, useModel } from '../../model/useModel';
import { AttributeCard } from './AttributeCard';
import { NodeSpread } from './NodeSpread';
import {
  useProfile,
  useProfiledClassifiers,
  useProfiles,
  type ProfileSummary,
} from './profilesApi';

/**
 * A register's data profile: what is in it attribute by attribute, as a profiling run found it,
 * and beside another run of the same register when one is chosen to compare with.
 */
export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const { entity } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { session } = useSession();
  const model = useModel();
  const entities = entitiesOf(model.data);
  const classifier = params.get('classifier') ?? undefined;
  const classifiers = useProfiledClassifiers(entity);
  const profiles = useProfiles(entity, classifier);
  const runs = profiles.data ?? [];
  const chosen = Number(params.get('run') ?? runs[0]?.id ?? NaN);
  const runId = Number.isNaN(chosen) ? undefined : chosen;
  const compareId = params.get('compare') ? Number(params.get('compare')) : undefined;
  const profile = useProfile(runId);
  const before = useProfile(compareId);
  const set = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  const runLabel = (p: ProfileSummary) =>
    t('profile.runLabel', {
      date: formatMoment(p.date, i18n.language, true),
      records: new Intl.NumberFormat(i18n.language).format(p.recordCount),
    });

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('profile.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('profile.help')}
        </Typography>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          label={t('search.entity')}
          value={entity ?? ''}
          onChange={(e) => void navigate(`/profiles/${encodeURIComponent(e.target.value)}`)}
          sx={{ minWidth: 260 }}
        >
          <ListSubheader>{t('search.registers')}</ListSubheader>
          {entities
            .filter((e) => e.kind === 'register')
            .map((e) => (
              <MenuItem key={e.name} value={e.name!}>
                {label(e)}
              </MenuItem>
            ))}
          <ListSubheader>{t('search.referenceSets')}</ListSubheader>
          {entities
            .filter((e) => e.kind === 'referenceSet')
            .map((e) => (
              <MenuItem key={e.name} value={e.name!}>
                {label(e)}
              </MenuItem>
            ))}
        </TextField>
        {(classifiers.data?.length ?? 0) > 0 && (
          <TextField
            select
            label={t('profile.subject')}
            value={classifier ?? ''}
            onChange={(e) => {
              const next = new URLSearchParams();
              if (e.target.value) next.set('classifier', e.target.value);
              setParams(next, { replace: true });
            }}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('profile.values')}</MenuItem>
            {classifiers.data!.map((c) => (
              <MenuItem key={c} value={c}>
                {t('profile.ofClassifier', { classifier: c })}
              </MenuItem>
            ))}
          </TextField>
        )}
        {runs.length > 0 && (
          <TextField
            select
            label={t('profile.run')}
            value={runId ?? ''}
            onChange={(e) => set('run', e.target.value)}
            sx={{ minWidth: 260 }}
          >
            {runs.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {runLabel(p)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {runs.length > 1 && (
          <TextField
            select
            label={t('profile.compareWith')}
            value={compareId ?? ''}
            onChange={(e) => set('compare', e.target.value)}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="">{t('profile.noComparison')}</MenuItem>
            {runs
              .filter((p) => p.id !== runId)
              .map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {runLabel(p)}
                </MenuItem>
              ))}
          </TextField>
        )}
      </Stack>
      {!entity && <Alert severity="info">{t('profile.chooseEntity')}</Alert>}
      {profiles.isError && <ErrorNotice error={profiles.error} />}
      {entity && profiles.isSuccess && runs.length === 0 && (
        <Alert severity="info">
          {t('profile.none')}{' '}
          {session?.admin && <RouterLink to="/operations/jobs">{t('profile.runOne')}</RouterLink>}
        </Alert>
      )}
      {(profiles.isLoading || profile.isLoading) && <Loading />}
      {profile.isError && <ErrorNotice error={profile.error} />}
      {profile.data && (
        <>
          <Typography variant="body2" data-testid="profile-summary">
            {t('profile.summary', {
              records: new Intl.NumberFormat(i18n.language).format(
                profile.data.profile.recordCount,
              ),
              date: formatMoment(profile.data.profile.date, i18n.language),
              user: profile.data.profile.createdBy,
            })}
            {before.data &&
              ` ${t('profile.comparedWith', {
                records: new Intl.NumberFormat(i18n.language).format(
                  before.data.profile.recordCount,
                ),
                date: formatMoment(before.data.profile.date, i18n.language),
              })}`}
          </Typography>
          {profile.data.assets.length > 0 && (
            <Typography variant="body2" data-testid="profile-assets">
              {t('profile.inCatalog')}{' '}
              {profile.data.assets.map((asset, i) => (
                <Fragment key={asset.etalonId}>
                  {i > 0 && ', '}
                  <Link component={RouterLink} to={`/catalog/assets/${asset.etalonId}`}>
                    {`${asset.informationSystem} / ${asset.displayName}`}
                  </Link>
                </Fragment>
              ))}
            </Typography>
          )}
          {profile.data.profile.kind === 'CLASSIFIER' && (
            <NodeSpread profile={profile.data} before={before.data} />
          )}
          {profile.data.profile.kind === 'CLASSIFIER' && profile.data.attributes.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('profile.noNodeAttributes')}
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
              alignItems: 'start',
            }}
          >
            {profile.data.attributes.map((a) => (
              <AttributeCard
                key={a.name}
                attribute={a}
                before={before.data?.attributes.find((b) => b.name === a.name)}
              />
            ))}
          </Box>
        </>
      )}
    </Stack>
  );
}
