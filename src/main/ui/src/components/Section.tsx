import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** The heading's id: the section is named by its heading. */
  id: string;
  title: ReactNode;
  /** A line under the heading saying what the section is for. */
  help?: ReactNode;
  /** The room below the help line, in theme spacing (none: no room of its own). */
  helpGap?: number;
  /** The room below the heading, where it has no help line under it. */
  titleGap?: number;
  'data-testid'?: string;
  children?: ReactNode;
}

/**
 * One part of a page: a sheet named by its heading (a level-2 heading styled as h6), with an
 * optional help line under it, then its content.
 */
export function Section({ id, title, help, helpGap, titleGap, children, ...rest }: Props) {
  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby={id} data-testid={rest['data-testid']}>
      <Typography
        variant="h6"
        component="h2"
        id={id}
        sx={titleGap === undefined ? undefined : { mb: titleGap }}
      >
        {title}
      </Typography>
      {help !== undefined && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={helpGap === undefined ? undefined : { mb: helpGap }}
        >
          {help}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
