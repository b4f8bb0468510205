import { Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

/**
 * The catalog's two areas, each a page of its own: the assets (the tree and the search) and the
 * business glossary; the asset cards stand apart.
 */
export default function CatalogArea() {
  const { t } = useTranslation();
  const areas = [
    { to: '/catalog', label: t('catalog.areas.assets'), end: true },
    { to: '/catalog/glossary', label: t('catalog.areas.glossary'), end: false },
  ];
  return (
    <Stack spacing={2}>
      <Box
        component="nav"
        aria-label={t('catalog.areas.label')}
        sx={{ display: 'flex', gap: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {areas.map((area) => (
          <Button
            key={area.to}
            component={NavLink}
            to={area.to}
            end={area.end}
            sx={{
              borderRadius: 0,
              borderBottom: 3,
              borderColor: 'transparent',
              '&.active': { borderColor: 'primary.main', fontWeight: 700 },
            }}
          >
            {area.label}
          </Button>
        ))}
      </Box>
      <Outlet />
    </Stack>
  );
}
