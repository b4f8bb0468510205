import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

const AREAS = ['loads', 'matching', 'notifications'] as const;

/**
 * The administrators' operations: bulk loads, matching runs, notifications. Each area is a page of
 * its own (a link, not an ARIA tab), so it has an address and the back button works.
 */
export default function OperationsPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('operations.title')}
      </Typography>
      <Box
        component="nav"
        aria-label={t('operations.tabs')}
        sx={{ display: 'flex', gap: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {AREAS.map((area) => (
          <Button
            key={area}
            component={NavLink}
            to={`/operations/${area}`}
            sx={{
              borderRadius: 0,
              borderBottom: 3,
              borderColor: 'transparent',
              '&.active': { borderColor: 'primary.main', fontWeight: 700 },
            }}
          >
            {t(`operations.${area}`)}
          </Button>
        ))}
      </Box>
      <Outlet />
    </Stack>
  );
}
