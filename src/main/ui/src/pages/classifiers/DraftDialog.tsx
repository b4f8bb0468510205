import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  type Breakpoint,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftContent } from './classifiersApi';
import { ProblemList } from './ProblemList';
import type { useDraftSave } from './useDraftSave';

interface Props {
  /** The title's id, naming the dialog. */
  titleId: string;
  title: string;
  maxWidth?: Breakpoint;
  /** The save into a draft of its own (`useDraftSave`). */
  save: ReturnType<typeof useDraftSave>;
  /** What the form saves: the draft's subject and its content. */
  draft(): { subject: string; content: DraftContent };
  onClose(): void;
  onSaved(draftId: number): void;
  children: ReactNode;
}

/**
 * A classifier model form (a classifier, a version, a node) in a dialog: its fields, the server's
 * problems under them, Cancel and "Save to draft".
 */
export function DraftDialog(props: Props) {
  const { titleId, title, maxWidth = 'sm', save, draft, onClose, onSaved, children } = props;
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(draft(), { onSuccess: onSaved });
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {save.error && <ProblemList error={save.error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('classifiers.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('classifiers.form.saveToDraft')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
