import { Button, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { openDraft, useOpenDrafts, useStateName } from './modelApi';
import { formatMoment } from '../../format/dates';

/** The published model's revision, the data-model drafts open on it, and a new draft. */
export function ModelDrafts({ revision }: { revision: number | undefined }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const drafts = useOpenDrafts();
  const stateName = useStateName();
  const open = useMutation({
    mutationFn: () => openDraft(t('model.draftDescription')),
    onSuccess: (draft) => navigate(`/model/drafts/${draft.draftId}`),
  });
  const when = (date: string | null | undefined) => (date ? formatMoment(date, i18n.language) : '');
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography data-testid="revision">
          {t('model.revision', { revision: revision ?? 0 })}
        </Typography>
        <Button variant="contained" onClick={() => open.mutate()} disabled={open.isPending}>
          {t('model.editInDraft')}
        </Button>
      </Stack>
      {open.error && <ErrorNotice error={open.error} />}
      {drafts.error && <ErrorNotice error={drafts.error} />}
      {(drafts.data?.length ?? 0) > 0 && (
        <>
          <Typography variant="h6" component="h2">
            {t('model.openDrafts')}
          </Typography>
          <List dense aria-label={t('model.openDrafts')}>
            {drafts.data!.map((d) => (
              <ListItem key={d.draftId} disableGutters>
                <Link component={RouterLink} to={`/model/drafts/${d.draftId}`}>
                  {t('model.continueDraft', { id: d.draftId })}
                </Link>
                &nbsp;
                {t('model.draftLine', {
                  description: d.description ?? '',
                  owner: d.ownerFullName ?? d.owner,
                  state: stateName(d.state),
                  when: when(d.updateDate ?? d.createDate),
                })}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
