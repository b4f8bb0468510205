import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Discards the draft once the steward confirms it: its changes cannot be had back. */
export function DiscardButton({ disabled, onDiscard }: { disabled: boolean; onDiscard(): void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button color="error" disabled={disabled} onClick={() => setAsking(true)}>
        {t('matchingDraft.discard')}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-describedby="discard-question">
        <DialogContent>
          <DialogContentText id="discard-question">
            {t('matchingDraft.discardQuestion')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('matchingDraft.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setAsking(false);
              onDiscard();
            }}
          >
            {t('matchingDraft.discard')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
