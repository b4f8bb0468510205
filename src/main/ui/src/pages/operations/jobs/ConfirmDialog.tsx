import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
}

/** Asks before something that cannot be taken back, or that the server warned of. */
export function ConfirmDialog({ title, text, confirm, onConfirm, onClose, busy }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-title" maxWidth="sm" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <Typography>{text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('operations.job.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
