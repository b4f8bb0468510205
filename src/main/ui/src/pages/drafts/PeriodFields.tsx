import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Period } from './period';
import { DateField } from '../../components/DateField';
import { Section } from '../../components/Section';

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
    <Section id="period-title" title={t('editor.period')} help={t('editor.periodHelp')} helpGap={2}>
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
    </Section>
  );
}
