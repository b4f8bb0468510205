import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Discards the draft once the steward confirms it: its changes cannot be had back. */
export function DiscardButton({ disabled, onDiscard }: { disabled: boolean; onDiscard(): void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button color="error" disabled={disabled} onClick={() => setAsking(true)}>
        {t('matchingDraft.discard')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('matchingDraft.discardTitle')}
        text={t('matchingDraft.discardQuestion')}
        confirm={t('matchingDraft.discard')}
        danger
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onDiscard();
        }}
      />
    </>
  );
}
