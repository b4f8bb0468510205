import { Link, List, ListItem } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import { ErrorNotice } from '../../components/ErrorNotice';
import { subjectOf } from './recordDrafts';
import { Section } from '../../components/Section';

/** The child drafts of a parent draft, each opening its own preview; nothing when it has none. */
export function ChildDraftList({ parentDraftId }: { parentDraftId: number }) {
  const { t } = useTranslation();
  const children = useQuery({
    queryKey: ['drafts', 'children', parentDraftId],
    queryFn: async () =>
      unwrap(
        await api.draft.POST('/api/v2/draft/drafts', {
          body: { query: { parentDraftId }, limit: 100 },
        }),
      ).drafts ?? [],
  });
  if (children.error) return <ErrorNotice error={children.error} />;
  if (!children.data?.length) return null;
  return (
    <Section id="children-title" title={t('drafts.preview.children')}>
      <List dense>
        {children.data.map((child) => {
          const subject = subjectOf(child);
          return (
            <ListItem key={child.draftId} disableGutters>
              <Link component={RouterLink} to={`/drafts/${child.draftId}`}>
                {t('drafts.preview.title', { id: child.draftId })}
              </Link>
              &nbsp;· {subject.entityName} {subject.sourceSystem} / {subject.externalId} ·{' '}
              {child.state}
            </ListItem>
          );
        })}
      </List>
    </Section>
  );
}
