import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

const AREAS = ['labels', 'roles', 'users', 'properties', 'audit'] as const;

/** Administration of security: labels, roles with their label instances, users, the audit trail. */
export default function SecurityPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('security.title')}
      </Typography>
      <Box
        component="nav"
        aria-label={t('security.areas')}
        sx={{ display: 'flex', gap: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {AREAS.map((area) => (
          <Button
            key={area}
            component={NavLink}
            to={`/security/${area}`}
            sx={{
              borderRadius: 0,
              borderBottom: 3,
              borderColor: 'transparent',
              '&.active': { borderColor: 'primary.main', fontWeight: 700 },
            }}
          >
            {t(`security.area.${area}`)}
          </Button>
        ))}
      </Box>
      <Outlet />
    </Stack>
  );
}
