import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../auth/session';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Section } from '../../components/Section';
import { formatMoment } from '../../format/dates';
import { AttributeCard } from '../profiles/AttributeCard';
import { useAssetProfile } from '../profiles/profilesApi';

const PROFILED_TYPES = ['dgTable', 'dgColumn'];

/**
 * The data profile of the register a table of this platform's model stands for (every attribute's
 * fill rate and distinct values), or of the attribute a column stands for (its card of charts),
 * with a way to the whole profile. Nothing for other assets.
 */
export function AssetProfile({
  etalonId,
  assetType,
  scanned,
}: {
  etalonId: string;
  assetType: string;
  scanned: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const found = useAssetProfile(etalonId, scanned && PROFILED_TYPES.includes(assetType));
  if (!found.data && !found.error) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const body = () => {
    if (found.error) return <ErrorNotice error={found.error} />;
    if (found.data === 'unprofiled')
      return (
        <Alert severity="info">
          {t('catalog.profile.none')}{' '}
          {session?.admin && <RouterLink to="/operations/jobs">{t('profile.runOne')}</RouterLink>}
        </Alert>
      );
    const { profile, asset } = found.data!;
    const entity = profile.profile.entityName;
    const link = `/profiles/${encodeURIComponent(entity)}?run=${profile.profile.id}`;
    const column = asset?.attributeName
      ? profile.attributes.find((a) => a.name === asset.attributeName)
      : undefined;
    return (
      <Stack spacing={1.5}>
        <Typography variant="body2" data-testid="asset-profile-summary">
          {t('catalog.profile.summary', {
            entity,
            records: number.format(profile.profile.recordCount),
            date: formatMoment(profile.profile.date, i18n.language),
          })}{' '}
          <Link component={RouterLink} to={link}>
            {t('catalog.profile.open')}
          </Link>
        </Typography>
        {column && (
          <Box sx={{ maxWidth: 560 }}>
            <AttributeCard attribute={column} />
          </Box>
        )}
        {!asset?.attributeName && (
          <DataTable
            size="small"
            rows={profile.attributes}
            rowKey={(a) => a.name}
            columns={[
              { header: t('catalog.asset.attribute'), cell: (a) => a.displayName ?? a.name },
              {
                header: t('profile.filled'),
                cell: (a) => percent.format(a.filledShare),
              },
              {
                header: t('profile.distinct'),
                cell: (a) => (a.distinctCount == null ? '' : number.format(a.distinctCount)),
              },
            ]}
          />
        )}
      </Stack>
    );
  };
  return (
    <Section
      id="profile-title"
      title={t('catalog.profile.title')}
      help={t('catalog.profile.help')}
      helpGap={1}
      data-testid="asset-profile"
    >
      {body()}
    </Section>
  );
}
