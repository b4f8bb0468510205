import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Port, QualityFunction } from './formModel';

function PortChips({ title, ports }: { title: string; ports: Port[] }) {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
        {title}
      </Typography>
      {ports.map((p) => (
        <Tooltip key={p.name} title={p.description ?? ''}>
          <Chip
            size="small"
            variant={p.required ? 'filled' : 'outlined'}
            label={`${p.displayName}${p.required ? ' *' : ''}: ${p.types.join(' | ')}`}
          />
        </Tooltip>
      ))}
    </Stack>
  );
}

/** What a function takes and gives: its ports by their shown names and types (* required). */
export function PortSummary({ fn }: { fn: QualityFunction }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} data-testid="function-ports">
      <Typography variant="body2">{fn.description}</Typography>
      <PortChips title={t('qualityDraft.inputs')} ports={fn.inputs} />
      <PortChips title={t('qualityDraft.outputs')} ports={fn.outputs} />
    </Stack>
  );
}
