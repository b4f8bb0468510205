import { TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import { FormDialog } from '../../components/FormDialog';
import { formProblems } from '../../forms/problems';
import { BUSINESS_TERM, PLATFORM_SOURCE, type Asset } from '../catalog/catalogApi';

/** The term's fields the glossary edits (StandardAssetTypes' dgBusinessTerm). */
const FIELDS = ['name', 'definition', 'steward', 'description'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

interface Props {
  /** The term to change; none: a new one. */
  term?: Asset;
  onSaved(etalonId: string): void;
  onClose(): void;
}

/** The values a term's write sends: the asset's other values kept, the form's set, blanks as none. */
export function termAttributes(
  values: Values,
  before: Record<string, unknown> = {},
): Record<string, unknown> {
  const attributes: Record<string, unknown> = { ...before };
  for (const field of FIELDS) attributes[field] = values[field].trim() || null;
  return attributes;
}

/**
 * A business term made or changed through the asset API: a new one under the platform's key (a
 * new id), a change as the steward's edit of that asset at the version read.
 */
export function TermDialog({ term, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const before = (term?.attributes ?? {}) as Record<string, unknown>;
  const [values, setValues] = useState<Values>(() => {
    const text = (name: Field) =>
      typeof before[name] === 'string' ? (before[name] as string) : '';
    return {
      name: text('name'),
      definition: text('definition'),
      steward: text('steward'),
      description: text('description'),
    };
  });
  const save = useMutation({
    mutationFn: async () => {
      const asset = { assetType: BUSINESS_TERM, attributes: termAttributes(values, before) };
      const body = term
        ? { etalonId: term.etalonId!, lsn: term.lsn, asset }
        : { externalId: { externalId: crypto.randomUUID(), sourceSystem: PLATFORM_SOURCE }, asset };
      return unwrap(await api.dg.POST('/api/v1/dg/data/assets/upsert', { body }));
    },
    onSuccess: async (written) => {
      await Promise.all(
        ['dg-asset', 'dg-search', 'dg-history', 'dg-level', 'dg-relations', 'dg-lineage'].map(
          (key) => queries.invalidateQueries({ queryKey: [key] }),
        ),
      );
      if (written.etalonId) onSaved(written.etalonId);
    },
  });
  const problems = formProblems(
    save.error,
    FIELDS.map((f) => `asset.attributes.${f}`),
  );
  const field = (name: Field, multiline = false) => (
    <TextField
      key={name}
      label={t(`glossary.field.${name}`)}
      value={values[name]}
      required={name === 'name'}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={!!problems.said(`asset.attributes.${name}`)}
      helperText={problems.said(`asset.attributes.${name}`) ?? t(`glossary.fieldHelp.${name}`)}
      fullWidth
    />
  );
  return (
    <FormDialog
      title={term ? t('glossary.edit', { name: term.displayName }) : t('glossary.new')}
      submitLabel={t('glossary.save')}
      pending={save.isPending}
      incomplete={values.name.trim() === ''}
      error={save.error}
      others={problems.others}
      onSubmit={() => save.mutateAsync()}
      onClose={onClose}
      maxWidth="md"
    >
      {field('name')}
      {field('definition', true)}
      {field('steward')}
      {field('description', true)}
    </FormDialog>
  );
}
