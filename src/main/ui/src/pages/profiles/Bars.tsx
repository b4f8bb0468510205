import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface Bar {
  label: string;
  count: number;
  /** The count in the run compared with; undefined when none is. */
  before?: number;
}

/**
 * Counts as horizontal bars, the longest the largest count: a list a screen reader reads as
 * "label: count". A run compared with shows as a thinner bar under each.
 */
export function Bars({ title, bars, mono }: { title: string; bars: Bar[]; mono?: boolean }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const max = Math.max(1, ...bars.map((b) => Math.max(b.count, b.before ?? 0)));
  if (bars.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      <Box component="ol" aria-label={title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {bars.map((b) => (
          <Box component="li" key={b.label} sx={{ mb: 0.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Typography
                variant="body2"
                sx={{
                  flex: 1,
                  minWidth: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  fontFamily: mono ? 'monospace' : undefined,
                }}
                title={b.label}
              >
                {b.label === '' ? t('profile.empty') : b.label}
              </Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {number.format(b.count)}
                {b.before !== undefined && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    {t('profile.was', { value: number.format(b.before) })}
                  </Typography>
                )}
              </Typography>
            </Box>
            <Box aria-hidden sx={{ height: 6, bgcolor: 'action.hover', borderRadius: 1 }}>
              <Box
                sx={{
                  height: 6,
                  width: `${(100 * b.count) / max}%`,
                  bgcolor: 'primary.main',
                  borderRadius: 1,
                }}
              />
            </Box>
            {b.before !== undefined && (
              <Box aria-hidden sx={{ height: 3, mt: '2px' }}>
                <Box
                  sx={{
                    height: 3,
                    width: `${(100 * b.before) / max}%`,
                    bgcolor: 'text.disabled',
                    borderRadius: 1,
                  }}
                />
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
