import { Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { classificationChanges } from './classificationLogic';
import { useClassifiersOf, useRecordClassifications } from './classificationsApi';

interface Props {
  entityName: string;
  etalonId: string;
  draftId: number;
  /** Whether the record exists now (a draft of a new record has nothing to compare with). */
  exists: boolean;
}

/**
 * A record draft's preview of the record's classifications: by classifier, the nodes in force now
 * beside those in force once the draft is published, the changed ones marked. Nothing when the
 * record has none either way.
 */
export function DraftClassifications({ entityName, etalonId, draftId, exists }: Props) {
  const { t } = useTranslation();
  const { labelOf } = useClassifiersOf(entityName);
  const now = useRecordClassifications(etalonId, undefined, exists);
  const after = useRecordClassifications(etalonId, draftId);
  const error = now.error ?? after.error;
  if (error) return <ErrorNotice error={error} />;
  if (!after.data || (exists && !now.data)) return null;
  const rows = classificationChanges(exists ? now.data! : [], after.data, new Date());
  if (rows.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('classifications.preview.title')}
      </Typography>
      <DataTable
        aria-label={t('classifications.preview.title')}
        rows={rows}
        rowKey={(row) => row.classifierName}
        rowProps={(row) => ({ 'data-changed': row.changed })}
        columns={[
          {
            header: t('classifications.field.classifier'),
            cell: (row) => labelOf(row.classifierName),
          },
          {
            header: t('classifications.preview.now'),
            cell: (row) => row.now.join(', ') || t('classifications.preview.none'),
          },
          {
            header: t('classifications.preview.after'),
            cell: (row) => (
              <>
                {row.after.join(', ') || t('classifications.preview.none')}
                {row.changed && (
                  <Chip
                    size="small"
                    color="warning"
                    label={t('classifications.preview.changed')}
                    sx={{ ml: 1 }}
                  />
                )}
              </>
            ),
          },
        ]}
      />
    </>
  );
}
