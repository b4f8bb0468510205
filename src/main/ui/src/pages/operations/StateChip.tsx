import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { words } from '../drafts/recordDrafts';
import { stateColour } from './progress';

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
      label={t(`operations.state.${name}`, { defaultValue: words(name) })}
      data-state={name}
    />
  );
}
