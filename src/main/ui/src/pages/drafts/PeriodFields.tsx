import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Period } from './period';
import { DateField } from '../../components/DateField';

interface Props {
  period: Period;
  onChange: (period: Period) => void;
  /** The server's messages about `validFrom` and `validTo`, by field. */
  problems: { validFrom?: string; validTo?: string };
}

/** The validity period the write is for: the record's timeline gets this version for it. */
export function PeriodFields({ period, onChange, problems }: Props) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="period-title" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="period-title">
        {t('editor.period')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('editor.periodHelp')}
      </Typography>
      <Stack direction="row" spacing={2}>
        {(['from', 'to'] as const).map((end) => {
          const field = end === 'from' ? 'validFrom' : 'validTo';
          const problem = problems[field];
          return (
            <DateField
              key={end}
              id={`period-${end}`}
              label={t(end === 'from' ? 'editor.validFrom' : 'editor.validTo')}
              value={period[end]}
              onChange={(value) => onChange({ ...period, [end]: value })}
              error={!!problem}
              helperText={problem ?? t(end === 'from' ? 'editor.openStart' : 'editor.openEnd')}
              sx={{ minWidth: 240 }}
              data-field={field}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
