import { Box, Button, Stack, Typography } from '@mui/material';
import { NavLink, Outlet } from 'react-router';

/**
 * A page of several areas, each a page of its own (a link, not an ARIA tab), so it has an address
 * and the back button works: the title, the areas' navigation and the chosen area.
 */
export function AreaPage({
  title,
  navLabel,
  areas,
}: {
  title: string;
  navLabel: string;
  areas: { to: string; label: string }[];
}) {
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Box
        component="nav"
        aria-label={navLabel}
        sx={{ display: 'flex', gap: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {areas.map((area) => (
          <Button
            key={area.to}
            component={NavLink}
            to={area.to}
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
