import { Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { formatMoment } from '../../format/dates';
import { TemplateDialog } from './TemplateDialog';
import { useDeleteTemplate, useTemplates, type Template } from './workflowAdminApi';

const SIZES = [10, 25, 50];

/**
 * The BPMN templates processes start from: found by text, uploaded, replaced and deleted (the
 * shipped one stays; the server says why).
 */
export default function TemplatesTab() {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(SIZES[0]!);
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const list = useTemplates(text.trim(), page, size);
  const remove = useDeleteTemplate();
  const templates = list.data?.templates ?? [];

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('workflowAdmin.templates.intro')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          label={t('workflowAdmin.templates.filter')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(0);
          }}
          size="small"
          sx={{ width: 320 }}
        />
        <Typography color="text.secondary" sx={{ flex: 1 }} role="status">
          {list.data ? t('workflowAdmin.templates.total', { count: list.data.totalCount }) : ''}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('workflowAdmin.templates.new')}
        </Button>
      </Stack>
      {remove.error && <ErrorNotice error={remove.error} />}
      {list.error && <ErrorNotice error={list.error} />}
      <Paper>
        {list.isPending ? (
          <Loading />
        ) : (
          <DataTable
            aria-label={t('workflowAdmin.templates.title')}
            data-testid="templates"
            rows={templates}
            rowKey={(row) => row.name ?? ''}
            rowProps={(row) => ({ 'data-template': row.name })}
            emptyRow={t('workflowAdmin.templates.none')}
            columns={[
              {
                header: t('workflowAdmin.templates.displayName'),
                cell: (row) => (
                  <>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {row.displayName || row.name}{' '}
                      {row.shipped && (
                        <Chip size="small" label={t('workflowAdmin.shipped')} sx={{ ml: 0.5 }} />
                      )}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {row.name}
                    </Typography>
                  </>
                ),
              },
              {
                header: t('workflowAdmin.templates.version'),
                cell: (row) => row.version,
                width: 90,
              },
              {
                header: t('workflowAdmin.templates.description'),
                cell: (row) => row.description || '—',
              },
              {
                header: t('workflowAdmin.templates.updated'),
                width: 200,
                cell: (row) =>
                  `${formatMoment(row.updateDate ?? row.createDate ?? '', i18n.language)} · ${
                    row.updatedBy ?? row.createdBy ?? ''
                  }`,
              },
              {
                width: 210,
                align: 'right',
                cell: (row) => (
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button size="small" onClick={() => setEditing(row)} disabled={row.shipped}>
                      {t('workflowAdmin.templates.replace')}
                    </Button>
                    <ConfirmButton
                      size="small"
                      title={t('workflowAdmin.templates.deleteTitle', {
                        name: row.displayName || row.name,
                      })}
                      text={t('workflowAdmin.templates.deleteText')}
                      onAsk={() => remove.reset()}
                      busy={remove.isPending}
                      onConfirm={() => remove.mutate(row.name ?? '')}
                    >
                      {t('workflowAdmin.templates.delete')}
                    </ConfirmButton>
                  </Stack>
                ),
              },
            ]}
            paging={{
              count: list.data?.totalCount ?? 0,
              page,
              rowsPerPage: size,
              rowsPerPageOptions: SIZES,
              onPageChange: setPage,
              onRowsPerPageChange: (n) => {
                setSize(n);
                setPage(0);
              },
            }}
          />
        )}
      </Paper>
      {editing && (
        <TemplateDialog
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
