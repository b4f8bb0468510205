import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  type Breakpoint,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Problem } from '../api/errors';
import { ErrorNotice } from './ErrorNotice';

interface Props {
  title: string;
  submitLabel: string;
  /**
   * The save's error: its problems of no field stand above the buttons, any other failure too
   * (none: the form shows its failures itself).
   */
  error?: unknown;
  /** The problems of the error that no field of the form shows (`formProblems` in forms/). */
  others?: Problem[];
  pending: boolean;
  /** Save is offered only when the form is complete enough to send. */
  incomplete?: boolean;
  maxWidth?: Breakpoint;
  /** Buttons before Cancel (a connection test, say). */
  actions?: ReactNode;
  /** Saves; the dialog closes when it succeeds and stays, showing the problems, when it fails. */
  onSubmit(): Promise<unknown>;
  onClose(): void;
  children: ReactNode;
}

/** An administrator's form in a dialog: its fields, the server's problems, Cancel and Save. */
export function FormDialog({
  title,
  submitLabel,
  error = null,
  others = [],
  pending,
  incomplete = false,
  maxWidth = 'sm',
  actions,
  onSubmit,
  onClose,
  children,
}: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
          {others.length > 0 && (
            <Alert severity="error">{others.map((p) => p.message).join(' ')}</Alert>
          )}
          {error != null && !(error instanceof ApiError) && <ErrorNotice error={error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={pending || incomplete}
          onClick={() =>
            void onSubmit()
              .then(onClose)
              .catch(() => undefined)
          }
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
