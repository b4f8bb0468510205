import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Bucket } from './profilesApi';

const WIDTH = 320;
const HEIGHT = 90;

/**
 * A histogram as columns from the smallest value to the largest; its label tells the range and
 * the fullest bucket, and each column's tooltip its bounds and count. A run compared with is drawn
 * as an outline over it (its own buckets, scaled to its own range).
 */
export function Histogram({
  title,
  buckets,
  before,
}: {
  title: string;
  buckets: Bucket[];
  before?: Bucket[];
}) {
  const { t, i18n } = useTranslation();
  if (buckets.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const max = Math.max(1, ...buckets.map((b) => b.count), ...(before ?? []).map((b) => b.count));
  const fullest = buckets.reduce((a, b) => (b.count > a.count ? b : a));
  const width = WIDTH / buckets.length;
  const label = t('profile.histogramLabel', {
    title,
    from: buckets[0]!.fromLabel,
    to: buckets[buckets.length - 1]!.toLabel,
    count: buckets.length,
    fullestFrom: fullest.fromLabel,
    fullestTo: fullest.toLabel,
    fullest: number.format(fullest.count),
  });
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT + 2}`} width="100%">
        {buckets.map((b, i) => {
          const h = (HEIGHT * b.count) / max;
          return (
            <rect
              key={i}
              x={i * width + 1}
              y={HEIGHT - h}
              width={Math.max(1, width - 2)}
              height={h}
              fill="currentColor"
              style={{ color: '#1e4d8c' }}
            >
              <title>{`${b.fromLabel} – ${b.toLabel}: ${number.format(b.count)}`}</title>
            </rect>
          );
        })}
        {before?.map((b, i) => {
          const w = WIDTH / before.length;
          const h = (HEIGHT * b.count) / max;
          return (
            <rect
              key={`b${i}`}
              x={i * w + 1}
              y={HEIGHT - h}
              width={Math.max(1, w - 2)}
              height={h}
              fill="none"
              stroke="#9e9e9e"
              strokeDasharray="3 2"
            />
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT + 1} y2={HEIGHT + 1} stroke="#9e9e9e" />
      </svg>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="caption" color="text.secondary">
          {buckets[0]!.fromLabel}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {buckets[buckets.length - 1]!.toLabel}
        </Typography>
      </Box>
    </Box>
  );
}
