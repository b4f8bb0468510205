import { Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { TablePagination, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
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
        <Table size="small" aria-label={t('drafts.list.results')} data-testid="drafts">
          <TableHead>
            <TableRow>
              <TableCell component="th">{t('drafts.list.id')}</TableCell>
              <TableCell component="th">{t('drafts.list.type')}</TableCell>
              <TableCell component="th">{t('drafts.list.description')}</TableCell>
              <TableCell component="th">{t('drafts.list.subject')}</TableCell>
              <TableCell component="th">{t('drafts.list.owner')}</TableCell>
              <TableCell component="th">{t('drafts.list.state')}</TableCell>
              <TableCell component="th">{t('drafts.list.updated')}</TableCell>
              <TableCell component="th">{t('drafts.list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(found.data?.drafts ?? []).map((draft) => (
              <DraftRow key={draft.draftId} draft={draft} depth={0} />
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={found.data?.totalCount ?? 0}
          page={page}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[PAGE]}
          onPageChange={(_event, next) => search(filters, next)}
        />
      </Paper>
    </Stack>
  );
}
