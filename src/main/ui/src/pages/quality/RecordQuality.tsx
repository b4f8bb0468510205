import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Section } from '../../components/Section';
import { SeverityMark } from './QualityMarks';
import type { QualityError, QualitySummary } from './qualityResults';

interface Props {
  summary: QualitySummary | undefined;
  error: Error | null;
  /** The shown name of a top-level attribute. */
  attributeLabel: (name: string) => string;
}

/**
 * The record's data quality on its card: the errors the golden record's rules raised on the
 * version shown, the gravest first, with the attributes they point at. Nothing when no rule ran
 * on the register (no section to read on registers without rules).
 */
export function RecordQuality({ summary, error, attributeLabel }: Props) {
  const { t } = useTranslation();
  if (error) return <ErrorNotice error={error} />;
  if (!summary || summary.ran === 0) return null;
  const { errors } = summary;
  return (
    <Section
      id="quality-title"
      title={t('quality.title')}
      help={t('quality.help')}
      helpGap={1}
      data-testid="record-quality"
    >
      {errors.length === 0 ? (
        <Alert severity="success" data-testid="quality-passed">
          {t('quality.allPassed', { count: summary.ran })}
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 1 }} data-testid="quality-count">
            {t('quality.failed', { count: errors.length, ran: summary.ran })}
          </Typography>
          <DataTable
            data-testid="quality-errors"
            rows={errors}
            rowKey={(e, i) => `${e.setName}/${e.ruleName}/${i}`}
            rowProps={(e) => ({ 'data-rule': e.ruleName, 'data-severity': e.severity })}
            columns={[
              {
                header: t('quality.severityColumn'),
                cell: (e) => <SeverityMark severity={e.severity} />,
              },
              { header: t('quality.rule'), cell: (e) => e.ruleDisplayName },
              {
                header: t('quality.message'),
                cellProps: () => ({ sx: { overflowWrap: 'anywhere' } }),
                cell: (e) => e.message,
              },
              {
                header: t('quality.attributes'),
                cell: (e) => e.attributes.map(attributeLabel).join(', ') || t('common.none'),
              },
              // rules need not have categories: a column of blanks says nothing
              errors.some((e) => e.category) && {
                header: t('quality.category'),
                cell: (e: QualityError) => e.category ?? '',
              },
            ]}
          />
        </>
      )}
    </Section>
  );
}
