import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { stateColour, working } from './progress';

interface Props {
  /** 0–100, or null when the size of the work is not known. */
  value: number | null;
  state: string | null | undefined;
  /** What is progressing, for the bar's spoken name. */
  name: string;
}

/**
 * A bar of progress with its percentage; without a known size it moves while the work goes on and
 * stays empty while it waits.
 */
export function ProgressBar({ value, state, name }: Props) {
  const { t } = useTranslation();
  const colour = stateColour(state);
  const running = working(state);
  const known = value !== null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 160 }}>
      <LinearProgress
        aria-label={t('operations.progress', { name })}
        variant={known || !running ? 'determinate' : 'indeterminate'}
        value={value ?? 0}
        color={colour === 'default' || colour === 'info' ? 'primary' : colour}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'right' }}>
        {known ? t('operations.percent', { value }) : ''}
      </Typography>
    </Box>
  );
}
