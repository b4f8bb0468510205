import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** The element's heading, which also names the section. */
  title: string;
  /** The remove button's text. */
  remove: string;
  onRemove(): void;
  'data-testid'?: string;
  children?: ReactNode;
}

/**
 * One element of a model being edited (a rule, a mapping): a framed section named by its heading,
 * with a button removing it on the heading's row, then its fields.
 */
export function ElementBox({ title, remove, onRemove, children, ...rest }: Props) {
  return (
    <Box
      component="section"
      aria-label={title}
      data-testid={rest['data-testid']}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button size="small" color="error" onClick={onRemove}>
          {remove}
        </Button>
      </Stack>
      {children}
    </Box>
  );
}
