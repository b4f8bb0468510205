import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { Hit } from '../../api/schemas';
import { attributesOf, display, displayOf, entitiesOf, useModel } from '../../model/useModel';

export interface PickedRecord {
  /** What the form keeps: a reference set's code, or a record's etalon id. */
  value: string;
  /** How the steward sees it. */
  text: string;
}

interface Props {
  /** The register or reference set searched. */
  entityName: string;
  label: string;
  value: PickedRecord | null;
  onChange: (picked: PickedRecord | null) => void;
  /** The attribute whose value is kept; absent: a reference set's code, a register's etalon id. */
  valueAttribute?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  id?: string;
}

/** Chooses a record of a register or reference set by searching its golden records' text. */
export function RecordPicker(props: Props) {
  const { t, i18n } = useTranslation();
  const { entityName } = props;
  const model = useModel();
  const entity = entitiesOf(model.data).find((e) => e.name === entityName);
  // A reference set's records are pointed to by their code.
  const valueAttribute =
    props.valueAttribute ??
    (entity && 'codeAttribute' in entity ? (entity.codeAttribute?.name ?? undefined) : undefined);
  const kept = entity && attributesOf(entity).find((a) => a.name === valueAttribute);
  const [text, setText] = useState('');
  const searched = useDeferredValue(text);

  const hits = useQuery({
    queryKey: ['pick', entityName, searched],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      unwrap(
        await api.search.POST('/api/v2/search/records', {
          body: { entityName, text: searched.trim() || null, limit: 20 },
        }),
      ).hits ?? [],
  });

  const options = useMemo(
    () =>
      (hits.data ?? []).map((hit: Hit): PickedRecord => {
        const values = (hit.attributes ?? {}) as Record<string, unknown>;
        const value = valueAttribute ? display(values[valueAttribute]) : hit.etalonId;
        // Described by its name (the server's display format); a code is shown beside it, a date
        // code as the screens print dates.
        const described = hit.displayName;
        const shown = valueAttribute ? displayOf(kept, values[valueAttribute], i18n.language) : '';
        const text = valueAttribute && described !== value ? `${shown} — ${described}` : described;
        return { value, text };
      }),
    [hits.data, valueAttribute, kept, i18n.language],
  );

  return (
    <Autocomplete
      id={props.id}
      options={options}
      value={props.value}
      onChange={(_event, picked) => props.onChange(picked)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.text}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionKey={(option) => option.value}
      loading={hits.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('drafts.editor.noMatches')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
        />
      )}
    />
  );
}
