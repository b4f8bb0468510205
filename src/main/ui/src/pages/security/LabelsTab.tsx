import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransferButtons } from './TransferButtons';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { LabelDialog } from './LabelDialog';
import { useDeleteLabel, useLabels, type SecurityLabel } from './securityApi';
import { DataTable } from '../../components/DataTable';

/** The security labels with their register and attributes: created, edited and deleted here. */
export default function LabelsTab() {
  const { t } = useTranslation();
  const labels = useLabels();
  const remove = useDeleteLabel();
  const [editing, setEditing] = useState<SecurityLabel | 'new' | null>(null);

  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('security.area.labels')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('security.label.new')}
        </Button>
      </Stack>
      <TransferButtons what="labels" />
      {remove.error && <ErrorNotice error={remove.error} />}
      {labels.isPending ? (
        <Loading />
      ) : labels.error ? (
        <ErrorNotice error={labels.error} />
      ) : (
        <DataTable
          aria-label={t('security.area.labels')}
          rows={labels.data}
          empty={t('security.label.none')}
          rowKey={(label) => label.name}
          rowProps={() => ({ 'data-testid': 'label-row' })}
          columns={[
            { header: t('security.label.name'), cell: (label) => label.name },
            { header: t('security.label.displayName'), cell: (label) => label.displayName },
            { header: t('security.label.entity'), cell: (label) => label.entityName },
            {
              header: t('security.label.paths'),
              cell: (label) =>
                label.attributes.map((a) => a.path.slice(a.path.indexOf('.') + 1)).join(', '),
            },
            {
              align: 'right',
              cellProps: () => ({ sx: { whiteSpace: 'nowrap' } }),
              cell: (label) => (
                <>
                  <Button
                    size="small"
                    aria-label={t('security.label.editOf', { label: label.name })}
                    onClick={() => setEditing(label)}
                  >
                    {t('security.label.edit')}
                  </Button>
                  <ConfirmButton
                    size="small"
                    aria-label={t('security.label.deleteOf', { label: label.name })}
                    title={t('security.label.deleteTitle', { label: label.name })}
                    text={t('security.label.deleteText')}
                    busy={remove.isPending}
                    onAsk={remove.reset}
                    onConfirm={() => remove.mutate(label.name)}
                  >
                    {t('security.property.delete')}
                  </ConfirmButton>
                </>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <LabelDialog label={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Paper>
  );
}
