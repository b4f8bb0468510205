import { Button, Chip, IconButton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typeName } from './draftTypes';
import { Link as RouterLink } from 'react-router';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorNotice } from '../../components/ErrorNotice';
import { classifierPathOf } from '../classifiers/classifierLogic';
import { publishDraft, readableTag, removeDraft, subjectOf, type Draft } from './recordDrafts';
import { WORK_KEY } from '../start/workApi';
import { formatMoment } from '../../format/dates';
import { useStateName } from '../model/modelApi';

interface Props {
  draft: Draft;
  /** How deep under the drafts found it is (children are indented). */
  depth: number;
}

/** A draft of the list, with its actions; opened, its child drafts below it. */
export function DraftRow({ draft, depth }: Props) {
  const { t, i18n } = useTranslation();
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const id = draft.draftId;
  const children = useQuery({
    queryKey: ['drafts', 'children', id],
    enabled: open,
    queryFn: async () =>
      unwrap(
        await api.draft.POST('/api/v2/draft/drafts', {
          body: { query: { parentDraftId: id }, limit: 100 },
        }),
      ).drafts ?? [],
  });
  const settle = () =>
    Promise.all([
      queries.invalidateQueries({ queryKey: ['drafts'] }),
      queries.invalidateQueries({ queryKey: WORK_KEY }),
    ]);
  const publish = useMutation({ mutationFn: () => publishDraft(id), onSuccess: settle });
  const remove = useMutation({ mutationFn: () => removeDraft(id), onSuccess: settle });
  const subject = subjectOf(draft);
  const published = draft.state === 'PUBLISHED';
  // A draft waiting for its approval process is published by the process, not by hand.
  const waiting = draft.state === 'DELAYED_BY_WORKFLOW';
  const stateName = useStateName();
  // A classifier draft names its classifier, version and node in its subject.
  const classifierPath = classifierPathOf(draft);
  const failure = publish.error ?? remove.error;

  return (
    <>
      <TableRow data-draft={id} hover>
        <TableCell sx={{ pl: 2 + depth * 3, whiteSpace: 'nowrap' }}>
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={t(open ? 'drafts.list.hideChildren' : 'drafts.list.showChildren', { id })}
            onClick={() => setOpen(!open)}
          >
            {open ? '▾' : '▸'}
          </IconButton>
          {depth > 0 ? '↳ ' : ''}
          {id}
        </TableCell>
        <TableCell title={draft.type}>{typeName(t, draft.type)}</TableCell>
        <TableCell>{draft.description || t('common.none')}</TableCell>
        <TableCell sx={{ minWidth: 320, wordBreak: 'break-word' }}>
          {classifierPath && <Typography variant="body2">{draft.subjectId}</Typography>}
          {subject.entityName && (
            <Typography variant="body2">
              {subject.entityName}
              {subject.externalId ? ` · ${subject.sourceSystem} / ${subject.externalId}` : ''}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p">
            {(draft.tags ?? [])
              // The key and the entity are shown above; the rest of the tags as they are.
              .filter((tag) => !/^(record-external-id|entity-name):/.test(tag))
              .map((tag) => readableTag(tag, t))
              .filter((text) => text !== '')
              .join(', ')}
          </Typography>
        </TableCell>
        <TableCell>{draft.ownerFullName || draft.owner}</TableCell>
        <TableCell>
          <Chip
            size="small"
            label={stateName(draft.state)}
            color={published ? 'success' : waiting ? 'warning' : 'default'}
          />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {formatMoment(draft.updateDate ?? draft.createDate, i18n.language)}
        </TableCell>
        <TableCell>
          {/* The actions wrap within their cell: the row never runs past the page's edge. */}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {draft.type === 'record' && (
              <Button
                size="small"
                component={RouterLink}
                to={`/drafts/${id}`}
                aria-label={t('drafts.list.openLabel', { id })}
              >
                {t('drafts.list.open')}
              </Button>
            )}
            {classifierPath && (
              <Button
                size="small"
                component={RouterLink}
                to={classifierPath}
                aria-label={t('drafts.list.openLabel', { id })}
              >
                {t('drafts.list.open')}
              </Button>
            )}
            {!published && !waiting && (
              <Button
                size="small"
                onClick={() => publish.mutate()}
                disabled={publish.isPending}
                aria-label={t('drafts.list.publishLabel', { id })}
              >
                {t('drafts.list.publish')}
              </Button>
            )}
            <ConfirmButton
              size="small"
              disabled={remove.isPending}
              aria-label={t('drafts.list.removeLabel', { id })}
              title={t('drafts.list.removeTitle', { id })}
              text={t('drafts.list.removeText')}
              onConfirm={() => remove.mutate()}
            >
              {t('drafts.list.remove')}
            </ConfirmButton>
          </Stack>
          {failure && <ErrorNotice error={failure} />}
        </TableCell>
      </TableRow>
      {open && children.error && (
        <TableRow>
          <TableCell colSpan={8}>
            <ErrorNotice error={children.error} />
          </TableCell>
        </TableRow>
      )}
      {open && children.data?.length === 0 && (
        <TableRow>
          <TableCell colSpan={8} sx={{ pl: 5 + depth * 3 }}>
            {t('drafts.list.noChildren')}
          </TableCell>
        </TableRow>
      )}
      {open &&
        children.data?.map((child) => (
          <DraftRow key={child.draftId} draft={child} depth={depth + 1} />
        ))}
    </>
  );
}
