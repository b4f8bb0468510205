import { Box } from '@mui/material';

/**
 * A value cut to one line where space is short (a grid cell, a list), with the whole text shown on
 * hover and read out in full.
 */
export function CutText({ text }: { text: string }) {
  return (
    <Box
      component="span"
      title={text}
      sx={{
        display: 'block',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        minWidth: 0,
      }}
    >
      {text}
    </Box>
  );
}
