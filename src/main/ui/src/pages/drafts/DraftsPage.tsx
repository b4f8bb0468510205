import { Paper, Stack } from '@mui/material';
import { Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DraftFilters, queryOf, type Filters } from './DraftFilters';
import { DraftRow } from './DraftRow';

const PAGE = 25;

/** Drafts found by type, owner, state and tags; a parent draft opens onto its children. */
export default function DraftsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters: Filters = useMemo(
    () => ({
      type: params.get('type') ?? '',
      owner: params.get('owner') ?? '',
      state: params.get('state') ?? '',
      tags: params.getAll('tag'),
    }),
    [params],
  );
  const page = Number(params.get('page') ?? 0);

  const found = useQuery({
    queryKey: ['drafts', 'search', filters, page],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      unwrap(
        await api.draft.POST('/api/v2/draft/drafts', {
          body: { query: queryOf(filters), offset: page * PAGE, limit: PAGE },
        }),
      ),
  });

  function search(next: Filters, nextPage = 0) {
    const query = new URLSearchParams();
    if (next.type) query.set('type', next.type);
    if (next.owner.trim()) query.set('owner', next.owner.trim());
    if (next.state) query.set('state', next.state);
    next.tags.forEach((tag) => query.append('tag', tag));
    if (nextPage > 0) query.set('page', String(nextPage));
    setParams(query);
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('drafts.list.title')}
      </Typography>
      <DraftFilters key={params.toString()} filters={filters} onSearch={search} />
      {found.error && <ErrorNotice error={found.error} />}
      <Typography role="status" data-testid="drafts-total">
        {found.data ? t('drafts.list.total', { count: found.data.totalCount }) : ''}
      </Typography>
      <Paper>
        <DataTable
          aria-label={t('drafts.list.results')}
          data-testid="drafts"
          rows={found.data?.drafts ?? []}
          rowKey={(draft) => draft.draftId}
          renderRow={(draft) => <DraftRow draft={draft} depth={0} />}
          columns={[
            { header: t('drafts.list.id') },
            { header: t('drafts.list.type') },
            { header: t('drafts.list.description') },
            { header: t('drafts.list.subject') },
            { header: t('drafts.list.owner') },
            { header: t('drafts.list.state') },
            { header: t('drafts.list.updated') },
            { header: t('drafts.list.actions') },
          ]}
          paging={{
            count: found.data?.totalCount ?? 0,
            page,
            rowsPerPage: PAGE,
            onPageChange: (next) => search(filters, next),
          }}
        />
      </Paper>
    </Stack>
  );
}
