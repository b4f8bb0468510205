import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { MergePreview, type Picks } from './MergePreview';

export interface MergeCandidate {
  etalonId: string;
  description: string;
}

/**
 * Merges records the steward chose in the search: one winner (the first chosen unless another is
 * picked), the rest its losers; then shows the golden record the merge would make (a preview the
 * server computes, nothing written), lets the steward keep another source's value of an attribute,
 * and on the steward's yes merges and opens the winner's card. Cancelling goes back to the choice.
 */
export function MergeDialog({
  entityName,
  records,
  onClose,
}: {
  entityName: string;
  records: MergeCandidate[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [winner, setWinner] = useState(records[0]?.etalonId ?? '');
  const [asking, setAsking] = useState(false);
  const [picks, setPicks] = useState<Picks>({});
  const request = {
    entityName,
    winnerEtalonId: winner,
    loserEtalonIds: records.map((r) => r.etalonId).filter((id) => id !== winner),
  };
  const merge = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.data.POST('/api/v2/data/merge', {
          body: { ...request, picks: picks as Record<string, never> },
        }),
      ),
    onSuccess: (answer) => {
      void queries.invalidateQueries({ queryKey: ['search'] });
      navigate(`/records/${encodeURIComponent(entityName)}/${answer.winnerEtalonId}`);
    },
  });
  if (asking) {
    const kept = records.find((r) => r.etalonId === winner);
    const values = {
      count: records.length - 1,
      record: kept?.description ?? winner,
      id: winner,
    };
    return (
      <ConfirmDialog
        title={t('merge.confirmTitle', values)}
        text={t('merge.confirmText', values)}
        confirm={t('merge.submit')}
        busy={merge.isPending}
        wide
        onClose={() => {
          merge.reset();
          setPicks({});
          setAsking(false);
        }}
        onConfirm={() => merge.mutate()}
      >
        <MergePreview request={request} picks={picks} onPick={setPicks} />
        {merge.error && <ErrorNotice error={merge.error} />}
      </ConfirmDialog>
    );
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby="merge-title" fullWidth maxWidth="sm">
      <DialogTitle id="merge-title">{t('merge.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="merge-help">{t('merge.help')}</DialogContentText>
        <RadioGroup
          aria-label={t('merge.winner')}
          aria-describedby="merge-help"
          value={winner}
          onChange={(e) => setWinner(e.target.value)}
          sx={{ mt: 2 }}
        >
          {records.map((record) => (
            <FormControlLabel
              key={record.etalonId}
              value={record.etalonId}
              control={<Radio />}
              label={record.description}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('merge.cancel')}</Button>
        <Button variant="contained" disabled={!winner} onClick={() => setAsking(true)}>
          {t('merge.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
