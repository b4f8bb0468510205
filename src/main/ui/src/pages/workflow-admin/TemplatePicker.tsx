import { Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTemplates } from './workflowAdminApi';

/** A template chosen by its display name, and the button that makes a process of it. */
export function TemplatePicker({ onPick }: { onPick(name: string): void }) {
  const { t } = useTranslation();
  const templates = useTemplates('', 0, 1000);
  const [chosen, setChosen] = useState('');
  return (
    <>
      <TextField
        select
        label={t('workflowAdmin.processes.template')}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        size="small"
        sx={{ minWidth: 280 }}
      >
        {(templates.data?.templates ?? []).map((tpl) => (
          <MenuItem key={tpl.name} value={tpl.name ?? ''}>
            {tpl.displayName || tpl.name} ({tpl.version})
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" disabled={!chosen} onClick={() => onPick(chosen)}>
        {t('workflowAdmin.processes.fromTemplate')}
      </Button>
    </>
  );
}
