import { Autocomplete, Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { typeName } from './draftTypes';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';

/** The filters of the drafts search the steward sets (the spec's draft query). */
export interface Filters {
  type: string;
  owner: string;
  state: string;
  tags: string[];
}

/** The draft query of the filters: only the fields given (all must match; tags: all of them). */
export function queryOf(filters: Filters) {
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.owner.trim() ? { owner: filters.owner.trim() } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.tags.length > 0 ? { tags: filters.tags } : {}),
  };
}

interface Props {
  filters: Filters;
  onSearch: (filters: Filters) => void;
}

/** The drafts search's form: type and state chosen from the server's lists, owner, tags. */
export function DraftFilters({ filters, onSearch }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const types = useQuery({
    queryKey: ['drafts', 'types'],
    staleTime: Infinity,
    queryFn: async () => unwrap(await api.draft.GET('/api/v2/draft/types')).types ?? [],
  });
  const states = useQuery({
    queryKey: ['drafts', 'states'],
    staleTime: Infinity,
    queryFn: async () => unwrap(await api.draft.GET('/api/v2/draft/states')).states ?? [],
  });
  const tagNames = (types.data ?? []).find((type) => type.id === draft.type)?.tags ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft);
  }

  return (
    <Paper component="form" role="search" onSubmit={submit} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <TextField
          select
          label={t('drafts.list.type')}
          value={draft.type}
          onChange={(e) => setDraft({ ...draft, type: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('drafts.list.any')}</MenuItem>
          {(types.data ?? []).map((type) => (
            <MenuItem key={type.id} value={type.id!}>
              {typeName(t, type.id!)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('drafts.list.owner')}
          value={draft.owner}
          onChange={(e) => setDraft({ ...draft, owner: e.target.value })}
          sx={{ minWidth: 180 }}
        />
        <TextField
          select
          label={t('drafts.list.state')}
          value={draft.state}
          onChange={(e) => setDraft({ ...draft, state: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('drafts.list.any')}</MenuItem>
          {(states.data ?? []).map((state) => (
            <MenuItem key={state.name} value={state.name!}>
              {state.displayName || state.name}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          multiple
          freeSolo
          options={tagNames.map((name) => `${name}:`)}
          value={draft.tags}
          onChange={(_event, tags) => setDraft({ ...draft, tags })}
          sx={{ flex: 1, minWidth: 280 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('drafts.list.tags')}
              helperText={t('drafts.list.tagsHelp')}
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
          {t('drafts.list.search')}
        </Button>
      </Stack>
    </Paper>
  );
}
