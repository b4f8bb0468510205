import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BpmnDiagram } from './bpmn/BpmnDiagram';
import type { BpmnProcess } from './workflowAdminApi';

/** The processes of a draft, each with its diagram on demand, removed one by one. */
export function DraftProcessList({
  processes,
  editable,
  onChange,
}: {
  processes: BpmnProcess[];
  editable: boolean;
  onChange(next: BpmnProcess[]): void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string | null>(null);
  if (processes.length === 0) {
    return (
      <Typography color="text.secondary">{t('workflowAdmin.processes.draftEmpty')}</Typography>
    );
  }
  return (
    <Stack spacing={1.5} data-testid="draft-processes">
      {processes.map((p, i) => {
        const id = p.processId ?? '';
        return (
          <Paper key={`${id}-${i}`} sx={{ p: 2 }} data-process={id}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{p.displayName || id}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {id}
                  {p.description ? ` · ${p.description}` : ''}
                </Typography>
              </Stack>
              <Button size="small" onClick={() => setShown(shown === id ? null : id)}>
                {shown === id
                  ? t('workflowAdmin.processes.hideDiagram')
                  : t('workflowAdmin.processes.diagram')}
              </Button>
              {editable && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => onChange(processes.filter((_, n) => n !== i))}
                >
                  {t('workflowAdmin.processes.remove')}
                </Button>
              )}
            </Stack>
            {shown === id && (
              <Stack sx={{ mt: 1.5 }}>
                <BpmnDiagram bpmn={p.bpmn ?? ''} title={p.displayName || id} />
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
