import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/ConfirmButton';

/** Discards the draft once the steward confirms it: its changes cannot be had back. */
export function DiscardButton({ disabled, onDiscard }: { disabled: boolean; onDiscard(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmButton
      disabled={disabled}
      title={t('matchingDraft.discardTitle')}
      text={t('matchingDraft.discardQuestion')}
      onConfirm={onDiscard}
    >
      {t('matchingDraft.discard')}
    </ConfirmButton>
  );
}
