import { Alert, Button, Checkbox, FormControlLabel, Link } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { Origin } from '../../api/schemas';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';

const nameOf = (origin: Origin) => `${origin.sourceSystem} / ${origin.externalId}`;

/**
 * Unmerging an origin out of a record: `button(origin)` for each origin's row, and `view` (the
 * asking dialog, then what happened with a link to the record the origin went to) for the card.
 * The state lives here, not in the row, since the row goes away with the origin.
 */
export function useUnmerge(entityName: string, etalonId: string) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const [asking, setAsking] = useState<Origin | null>(null);
  const [block, setBlock] = useState(true);
  const [done, setDone] = useState<{ origin: Origin; detached: string | null } | null>(null);
  const unmerge = useMutation({
    mutationFn: async (origin: Origin) =>
      unwrap(
        await api.data.POST('/api/v2/data/unmerge', {
          body: {
            entityName,
            etalonId,
            externalKeys: [{ sourceSystem: origin.sourceSystem!, externalId: origin.externalId! }],
            blockFutureMerges: block,
          },
        }),
      ),
    onSuccess: (answer, origin) => {
      setAsking(null);
      setDone({ origin, detached: answer.detachedEtalonId });
      for (const key of ['record', 'origins', 'timeline', 'search', 'record-clusters']) {
        void queries.invalidateQueries({ queryKey: [key] });
      }
    },
  });

  const button = (origin: Origin) => (
    <Button
      size="small"
      onClick={() => {
        unmerge.reset();
        setAsking(origin);
      }}
      aria-label={t('unmerge.actionOf', { origin: nameOf(origin) })}
    >
      {t('unmerge.action')}
    </Button>
  );

  const view = (
    <>
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)} sx={{ mt: 1 }}>
          {t('unmerge.done', { origin: nameOf(done.origin) })}{' '}
          {done.detached && (
            <Link
              component={RouterLink}
              to={`/records/${encodeURIComponent(entityName)}/${done.detached}`}
            >
              {t('unmerge.openDetached')}
            </Link>
          )}
        </Alert>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t('unmerge.title', { origin: nameOf(asking) }) : ''}
        text={t('unmerge.help')}
        confirm={t('unmerge.submit')}
        busy={unmerge.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && unmerge.mutate(asking)}
      >
        <FormControlLabel
          control={<Checkbox checked={block} onChange={(e) => setBlock(e.target.checked)} />}
          label={t('unmerge.block')}
        />
        {unmerge.error && <ErrorNotice error={unmerge.error} />}
      </ConfirmDialog>
    </>
  );

  return { button, view };
}
