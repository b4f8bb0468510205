import { Alert, Box, Button, Slider, Stack, Typography } from '@mui/material';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { attributeLabel } from './describe';
import type { RuleForm } from './formModel';
import type { WeightsOutcome } from './matchingModelsApi';

/** What the draft page lends a weighted rule's editor: estimation and preview, and their results. */
export interface WeightToolsValue {
  busy: boolean;
  results: Record<string, WeightsOutcome & { estimated: boolean }>;
  weigh(setName: string, ruleName: string, estimate: boolean): Promise<void>;
}

export const WeightToolsContext = createContext<WeightToolsValue | null>(null);

/** How many candidate pairs would merge, wait for review and drop at these thresholds. */
export function split(scores: WeightsOutcome['scores'], lower: number, upper: number) {
  let merge = 0;
  let review = 0;
  let drop = 0;
  for (const bin of scores) {
    if (bin.from >= upper) merge += bin.pairs;
    else if (bin.from >= lower) review += bin.pairs;
    else drop += bin.pairs;
  }
  return { merge, review, drop };
}

/**
 * A weighted rule's tools in the draft: its probabilities estimated from the register's records,
 * and a slider over the candidate pairs' scores that counts what each pair of thresholds would do
 * before they are taken into the rule.
 */
export function WeightTools({
  setName,
  rule,
  attributes,
  onChange,
}: {
  setName: string;
  rule: RuleForm;
  attributes: AttributeDef[];
  onChange(rule: RuleForm): void;
}) {
  const { t, i18n } = useTranslation();
  const tools = useContext(WeightToolsContext);
  const weighted = rule.weighted!;
  const result = tools?.results[`${setName}/${rule.name}`];
  const number = new Intl.NumberFormat(i18n.language);
  const [range, setRange] = useState<number[]>([
    Math.round(weighted.lowerThreshold ?? 0),
    Math.round(weighted.upperThreshold ?? 0),
  ]);
  if (!tools) return null;
  const scores = result?.scores ?? [];
  const min = Math.min(range[0]!, ...scores.map((b) => b.from));
  const max = Math.max(range[1]!, ...scores.map((b) => b.from + 1));
  const counts = split(scores, range[0]!, range[1]!);
  const kept = (result?.evidence ?? [])
    .filter((e) => result?.estimated && !e.estimated)
    .map((e) => e.attributes.map((a) => attributeLabel(a, attributes)).join(' + '));
  return (
    <Box sx={{ mt: 1.5 }} data-testid="weight-tools">
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          disabled={tools.busy}
          onClick={() => void tools.weigh(setName, rule.name, true)}
        >
          {t('matchingDraft.estimate')}
        </Button>
        <Button
          size="small"
          disabled={tools.busy}
          onClick={() => void tools.weigh(setName, rule.name, false)}
        >
          {t('matchingDraft.preview')}
        </Button>
      </Stack>
      {result && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" data-testid="weights-read">
            {t(result.estimated ? 'matchingDraft.estimated' : 'matchingDraft.previewed', {
              records: number.format(result.recordsRead),
              candidates: number.format(result.candidatePairs),
              random: number.format(result.randomPairs),
            })}
          </Typography>
          {(result.confirmedPairs > 0 || result.rejectedPairs > 0) && (
            <Typography variant="body2" data-testid="weights-decided">
              {t('matchingDraft.decided', {
                confirmed: number.format(result.confirmedPairs),
                rejected: number.format(result.rejectedPairs),
              })}
            </Typography>
          )}
          {kept.length > 0 && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('matchingDraft.kept', { attributes: kept.join(', ') })}
            </Alert>
          )}
          {scores.length > 0 && (
            <Box sx={{ px: 1, mt: 1 }}>
              <ScoreBars scores={scores} min={min} max={max} lower={range[0]!} upper={range[1]!} />
              <Slider
                value={range}
                min={min}
                max={max}
                step={1}
                marks
                valueLabelDisplay="auto"
                disableSwap
                onChange={(_, value) => setRange(value as number[])}
                getAriaLabel={(index) =>
                  t(index === 0 ? 'matchingDraft.lowerThreshold' : 'matchingDraft.upperThreshold')
                }
              />
              <Typography variant="body2" data-testid="threshold-counts">
                {t('matchingDraft.counts', {
                  merge: number.format(counts.merge),
                  action: t(`matchingModels.actionNames.${rule.action}`).toLowerCase(),
                  review: number.format(counts.review),
                  drop: number.format(counts.drop),
                })}
              </Typography>
              <Button
                size="small"
                sx={{ mt: 0.5 }}
                onClick={() =>
                  onChange({
                    ...rule,
                    weighted: {
                      ...weighted,
                      lowerThreshold: range[0]!,
                      upperThreshold: range[1]!,
                    },
                  })
                }
              >
                {t('matchingDraft.useThresholds', {
                  lower: number.format(range[0]!),
                  upper: number.format(range[1]!),
                })}
              </Button>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

/**
 * The candidate pairs by score as bars over the slider's range (height by the logarithm of the
 * count, so a few matches show beside many non-matches), coloured by what the thresholds do.
 */
function ScoreBars({
  scores,
  min,
  max,
  lower,
  upper,
}: {
  scores: WeightsOutcome['scores'];
  min: number;
  max: number;
  lower: number;
  upper: number;
}) {
  const { t } = useTranslation();
  const most = Math.log1p(Math.max(1, ...scores.map((b) => b.pairs)));
  const width = 100 / Math.max(1, max - min);
  return (
    <Box
      role="img"
      aria-label={t('matchingDraft.scoreBars')}
      data-testid="score-bars"
      sx={{ position: 'relative', height: 48, mx: '7px' }}
    >
      {scores.map((bin) => (
        <Box
          key={bin.from}
          title={`${bin.from}…${bin.from + 1}: ${bin.pairs}`}
          sx={{
            position: 'absolute',
            bottom: 0,
            left: `${(bin.from - min) * width}%`,
            width: `${width}%`,
            height: `${(100 * Math.log1p(bin.pairs)) / most}%`,
            bgcolor:
              bin.from >= upper ? 'success.main' : bin.from >= lower ? 'warning.main' : 'grey.400',
            borderRight: 1,
            borderColor: 'background.paper',
          }}
        />
      ))}
    </Box>
  );
}
