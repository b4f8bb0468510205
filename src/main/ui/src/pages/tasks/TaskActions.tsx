import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Section } from '../../components/Section';
import { claimTask, completeTask, unclaimTask, VetoedChange, type Task } from './tasksApi';

export interface Completion {
  decision: string | null;
  processEnded: boolean;
}

interface Props {
  task: Task;
  /** The task as the server answered a claim or an unclaim. */
  onChanged(task: Task): void;
  onCompleted(completion: Completion): void;
}

/** Red for the decisions that undo or drop the change, the main colour for the others. */
function colourOf(decision: string) {
  return /cancel|reject/i.test(decision) ? 'error' : 'primary';
}

/**
 * What the user may do with the task: take it or give it back, and decide it, one button per
 * decision it offers, with a comment. The extension registry's validators may block each change.
 */
export function TaskActions({ task, onChanged, onCompleted }: Props) {
  const { t } = useTranslation();
  const { session } = useSession();
  const me = session?.userName ?? '';
  const [comment, setComment] = useState('');
  const mine = task.assignee === me;
  const candidate =
    !task.assignee &&
    (task.candidateUsers.includes(me) ||
      task.candidateRoles.some((role) => session?.roles.includes(role)));
  const mayDecide = mine || candidate || !!session?.admin;

  const claim = useMutation({ mutationFn: () => claimTask(task), onSuccess: onChanged });
  const unclaim = useMutation({ mutationFn: () => unclaimTask(task), onSuccess: onChanged });
  const complete = useMutation({
    mutationFn: (decision: string | null) => completeTask(task, decision, comment),
    onSuccess: (answer, decision) => onCompleted({ decision, processEnded: answer.processEnded }),
  });
  const busy = claim.isPending || unclaim.isPending || complete.isPending;
  const failure = claim.error ?? unclaim.error ?? complete.error;
  const reset = () => [claim, unclaim, complete].forEach((m) => m.reset());

  return (
    <Section
      id="task-actions-title"
      title={t('tasks.card.actions')}
      help={mayDecide ? undefined : t('tasks.card.readOnly')}
      helpGap={1}
      data-testid="task-actions"
    >
      {failure instanceof VetoedChange ? (
        <Alert severity="error" sx={{ my: 1 }} data-testid="task-veto">
          {t('tasks.card.vetoed')}
          <ul style={{ margin: 0 }}>
            {failure.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        failure && <ErrorNotice error={failure} />
      )}
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
        {!task.assignee && (candidate || session?.admin) && (
          <Button variant="outlined" disabled={busy} onClick={() => (reset(), claim.mutate())}>
            {t('tasks.card.claim')}
          </Button>
        )}
        {task.assignee && (mine || session?.admin) && (
          <Button variant="outlined" disabled={busy} onClick={() => (reset(), unclaim.mutate())}>
            {t('tasks.card.unclaim')}
          </Button>
        )}
        {task.assignee && !mine && (
          <Typography sx={{ alignSelf: 'center' }}>
            {t('tasks.card.heldBy', { user: task.assignee })}
          </Typography>
        )}
      </Stack>
      {mayDecide && (
        <>
          <TextField
            label={t('tasks.card.comment')}
            helperText={t('tasks.card.commentHelp')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            sx={{ my: 1 }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {task.decisions.length === 0 ? (
              <Button variant="contained" disabled={busy} onClick={() => complete.mutate(null)}>
                {t('tasks.card.complete')}
              </Button>
            ) : (
              task.decisions.map((d) => (
                <Button
                  key={d.id}
                  variant="contained"
                  color={colourOf(d.id)}
                  disabled={busy}
                  data-decision={d.id}
                  onClick={() => (reset(), complete.mutate(d.id))}
                >
                  {d.name || d.id}
                </Button>
              ))
            )}
          </Stack>
        </>
      )}
    </Section>
  );
}
