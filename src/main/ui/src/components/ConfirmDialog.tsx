import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Shown while true; a caller that mounts the dialog only when asking may leave it out. */
  open?: boolean;
  title: string;
  /** What will happen, and to how many records where that is known. */
  text: string;
  /** The confirm button's name: the action itself ("Merge", "Delete"), never "OK". */
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  /** The action destroys something: the confirm button is red. */
  danger?: boolean;
  /** Options of the action or the server's refusal, below the sentence. */
  children?: ReactNode;
  /** Room for a table among the options (a preview of what the action makes). */
  wide?: boolean;
}

/**
 * The UI's one confirmation: an in-page dialog (never the browser's `window.confirm`) before
 * anything that cannot be taken back or that the server warned of. Focus moves to Cancel, the safe
 * choice; Escape and Cancel close it without acting.
 */
export function ConfirmDialog({
  open = true,
  title,
  text,
  confirm,
  onConfirm,
  onClose,
  busy,
  danger,
  children,
  wide,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth={wide ? 'md' : 'sm'}
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
