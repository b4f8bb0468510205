import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Bars } from './Bars';
import { Histogram } from './Histogram';
import type { AttributeProfile } from './profilesApi';

/** The bars of `now`'s counts, with the counts `before` had for the same labels. */
function compared(
  now: { label: string; count: number }[],
  before: { label: string; count: number }[] | undefined,
) {
  if (!before) return now;
  const was = new Map(before.map((b) => [b.label, b.count]));
  return now.map((b) => ({ ...b, before: was.get(b.label) ?? 0 }));
}

/**
 * One attribute's profile: how full it is, its distinct values, its range, its most frequent
 * values and shapes, and a histogram; beside the same attribute in the run compared with.
 */
export function AttributeCard({
  attribute: a,
  before: b,
}: {
  attribute: AttributeProfile;
  before?: AttributeProfile;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  // A mean of numbers comes as the server computed it (26.16666666666667): shown to two decimals.
  const numeric = (text: string | null | undefined) =>
    text != null && (a.type === 'Integer' || a.type === 'Number') && !Number.isNaN(Number(text))
      ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(Number(text))
      : (text ?? undefined);
  const title = a.displayName ? `${a.displayName} (${a.name})` : a.name;
  const facts: [string, string, string | undefined][] = [
    [
      t('profile.filled'),
      t('profile.filledOf', {
        share: percent.format(a.filledShare),
        filled: number.format(a.filledCount),
        records: number.format(a.recordCount),
      }),
      b && percent.format(b.filledShare),
    ],
  ];
  if (a.distinctCount != null) {
    facts.push([
      t('profile.distinct'),
      (a.distinctExact ? '' : '≈ ') + number.format(a.distinctCount),
      b?.distinctCount != null ? number.format(b.distinctCount) : undefined,
    ]);
  }
  if (a.min != null) facts.push([t('profile.min'), a.min, b?.min ?? undefined]);
  if (a.max != null) facts.push([t('profile.max'), a.max, b?.max ?? undefined]);
  if (a.mean != null) facts.push([t('profile.mean'), numeric(a.mean)!, numeric(b?.mean)]);
  if (a.lengthMin != null) {
    const length = (p: AttributeProfile) =>
      t('profile.lengthRange', {
        min: p.lengthMin,
        max: p.lengthMax,
        mean: number.format(Math.round((p.lengthMean ?? 0) * 10) / 10),
      });
    facts.push([t('profile.length'), length(a), b && b.lengthMin != null ? length(b) : undefined]);
  }
  const top = a.topValues.map((v) => ({ label: v.value, count: v.count }));
  const patterns = a.patterns.map((v) => ({ label: v.pattern, count: v.count }));
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
          {title}
        </Typography>
        <Chip size="small" label={a.array ? t('profile.arrayOf', { type: a.type }) : a.type} />
        {a.confidential && <Chip size="small" color="warning" label={t('profile.confidential')} />}
      </Stack>
      {a.confidential && (
        <Typography variant="body2" color="text.secondary" data-testid="profile-confidential">
          {t('profile.confidentialNote')}
        </Typography>
      )}
      <Box aria-hidden sx={{ height: 8, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Box
          sx={{
            height: 8,
            width: `${100 * a.filledShare}%`,
            bgcolor: a.filledShare < 0.5 ? 'warning.main' : 'success.main',
            borderRadius: 1,
          }}
        />
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, m: 0 }}
      >
        {facts.map(([name, value, was]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {name}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
              {was !== undefined && was !== value && (
                <Typography component="span" variant="caption" color="text.secondary">
                  {' '}
                  {t('profile.was', { value: was })}
                </Typography>
              )}
            </Typography>
          </Box>
        ))}
      </Box>
      {!a.confidential && (
        <Bars
          title={a.topValuesExact ? t('profile.topValues') : t('profile.topValuesApprox')}
          bars={compared(
            top,
            b?.topValues.map((v) => ({ label: v.value, count: v.count })),
          )}
        />
      )}
      <Bars
        mono
        title={t('profile.patterns')}
        bars={compared(
          patterns,
          b?.patterns.map((v) => ({ label: v.pattern, count: v.count })),
        )}
      />
      {a.histogramAxis && (
        <Histogram
          title={
            a.histogramAxis === 'LENGTH' ? t('profile.lengthHistogram') : t('profile.histogram')
          }
          buckets={a.histogram}
          before={b?.histogramAxis === a.histogramAxis ? b.histogram : undefined}
        />
      )}
    </Paper>
  );
}
