import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QualityError, Severity } from './qualityResults';

/** The theme colour of a severity: red errors, yellow warnings, green notices. */
export const SEVERITY_COLOR: Record<Severity, 'error' | 'warning' | 'success'> = {
  RED: 'error',
  YELLOW: 'warning',
  GREEN: 'success',
};

/** A coloured dot and the severity's name, for a screen reader and for the colour-blind. */
export function SeverityMark({ severity }: { severity: Severity }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flex: 'none' }}>
      <Box
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: `${SEVERITY_COLOR[severity]}.main`,
        }}
      />
      <Typography variant="body2">{t(`quality.severity.${severity}`)}</Typography>
    </Stack>
  );
}

/**
 * The errors of one attribute, beside its value or its field: each rule's message in its
 * severity's colour, the rule named after it.
 */
export function QualityMarks({ errors }: { errors: QualityError[] | undefined }) {
  const { t } = useTranslation();
  if (!errors || errors.length === 0) return null;
  return (
    <Stack spacing={0.25} sx={{ mt: 0.5 }} data-testid="quality-marks">
      {errors.map((error, i) => (
        <Typography
          key={`${error.setName}/${error.ruleName}/${i}`}
          variant="body2"
          data-severity={error.severity}
          sx={{ color: `${SEVERITY_COLOR[error.severity]}.dark`, overflowWrap: 'anywhere' }}
        >
          {t('quality.mark', {
            severity: t(`quality.severity.${error.severity}`),
            message: error.message,
            rule: error.ruleDisplayName,
          })}
        </Typography>
      ))}
    </Stack>
  );
}
