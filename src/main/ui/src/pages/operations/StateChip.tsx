import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { stateColour, type StateColour } from './progress';

/**
 * The theme's info and warning chips write white on a light colour (under 4.5:1): the info chip
 * takes the darker shade, the warning chip dark text.
 */
const READABLE: Partial<Record<StateColour, object>> = {
  info: { bgcolor: 'info.dark' },
  warning: { color: 'rgba(0, 0, 0, 0.87)' },
};

/** A state of a load, a run, a webhook or a health component, in words and colour. */
export function StateChip({ state }: { state: string | null | undefined }) {
  const { t } = useTranslation();
  const name = state ?? 'UNKNOWN';
  const colour = stateColour(name);
  return (
    <Chip
      size="small"
      color={colour}
      variant={colour === 'default' ? 'outlined' : 'filled'}
      label={t(`operations.state.${name}`, { defaultValue: name.toLowerCase() })}
      data-state={name}
      sx={READABLE[colour]}
    />
  );
}
