import { Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/errors';

/** A refusal means the user may not see this: the tile is left out rather than shown failing. */
export function refused(error: unknown) {
  return error instanceof ApiError && (error.status === 403 || error.status === 401);
}

/** One tile of the start page: a titled sheet, half the width on wide screens. */
export function Tile({
  title,
  testId,
  children,
}: {
  title: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Paper sx={{ p: 2, height: '100%' }} data-testid={testId} component="section">
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Grid>
  );
}
