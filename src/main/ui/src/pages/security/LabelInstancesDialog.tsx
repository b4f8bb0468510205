import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { valueOf, withValue } from './labelLogic';
import type { LabelInstance, SecurityLabel } from './securityApi';

/**
 * The label instances of a role or a user, edited as a whole: an instance names a label and gives
 * values of some of its attributes (an attribute left empty does not restrict).
 */
export function LabelInstancesDialog({
  title,
  initial,
  labels,
  assign,
  onClose,
}: {
  title: string;
  initial: LabelInstance[];
  labels: SecurityLabel[];
  assign: {
    mutateAsync: (instances: LabelInstance[]) => Promise<unknown>;
    isPending: boolean;
    error: Error | null;
  };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [instances, setInstances] = useState<LabelInstance[]>(initial);
  const [adding, setAdding] = useState('');
  const labelOf = (name: string) => labels.find((l) => l.name === name);

  async function save() {
    await assign.mutateAsync(instances);
    onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="role-labels-title">
      <DialogTitle id="role-labels-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {instances.length === 0 && <Typography>{t('security.role.noInstances')}</Typography>}
          {instances.map((instance, index) => {
            const label = labelOf(instance.name);
            return (
              <Paper
                key={index}
                variant="outlined"
                sx={{ p: 1.5 }}
                data-testid="instance"
                aria-label={t('security.role.instance', { label: instance.name, n: index + 1 })}
                role="group"
              >
                <Stack
                  direction="row"
                  spacing={2}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography sx={{ fontWeight: 600, minWidth: 140 }}>{instance.name}</Typography>
                  {(label?.attributes ?? []).map((a) => (
                    <TextField
                      key={a.path}
                      size="small"
                      label={a.path}
                      placeholder={t('security.role.any')}
                      value={valueOf(instance, a.path)}
                      onChange={(e) =>
                        setInstances((all) =>
                          all.map((it, i) =>
                            i === index ? withValue(it, label, a.path, e.target.value) : it,
                          ),
                        )
                      }
                    />
                  ))}
                  <IconButton
                    aria-label={t('security.role.removeInstance', { label: instance.name })}
                    onClick={() => setInstances((all) => all.filter((_, i) => i !== index))}
                  >
                    ×
                  </IconButton>
                </Stack>
              </Paper>
            );
          })}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('security.role.label')}
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
              sx={{ minWidth: 240 }}
            >
              {labels.map((l) => (
                <MenuItem key={l.name} value={l.name}>
                  {l.displayName || l.name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={!adding}
              onClick={() => {
                setInstances((all) => [...all, { name: adding, attributes: [] }]);
                setAdding('');
              }}
            >
              {t('security.role.addInstance')}
            </Button>
          </Stack>
          {assign.error && <ErrorNotice error={assign.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('security.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void save().catch(() => {})}
          disabled={assign.isPending}
        >
          {t('security.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
