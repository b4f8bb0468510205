import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAllDefinitions } from './jobsApi';

interface Props {
  /** The operation edited (it cannot follow itself); null for a new one. */
  self: number | null;
  definitionId: number | '';
  status: 'COMPLETED' | 'FAILED';
  onChange: (definitionId: number | '', status: 'COMPLETED' | 'FAILED') => void;
  problem: string;
}

/** A chain: the operation whose run, when it ends so, starts this one. */
export function StartAfterFields({ self, definitionId, status, onChange, problem }: Props) {
  const { t } = useTranslation();
  const all = useAllDefinitions();
  const others = (all.data ?? []).filter((d) => d.id !== self);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={t('operations.job.field.startAfter')}
        value={others.some((d) => d.id === definitionId) ? definitionId : ''}
        onChange={(e) => {
          const chosen = e.target.value as number | '';
          onChange(chosen === '' ? '' : Number(chosen), status);
        }}
        error={!!problem}
        helperText={problem || t('operations.job.field.startAfterHelp')}
        sx={{ flex: 2 }}
      >
        <MenuItem value="">{t('operations.job.noChain')}</MenuItem>
        {others.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('operations.job.field.startAfterStatus')}
        value={status}
        disabled={definitionId === ''}
        onChange={(e) => onChange(definitionId, e.target.value as 'COMPLETED' | 'FAILED')}
        sx={{ flex: 1 }}
      >
        {(['COMPLETED', 'FAILED'] as const).map((s) => (
          <MenuItem key={s} value={s}>
            {t(`operations.state.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
