import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { components as RecordSchemas } from '../../api/generated/meta-data-driven';
import { label } from '../../model/useModel';
import type { RelationDef } from './LinksEditor';
import { DataTable } from '../../components/DataTable';

type Related = RecordSchemas['schemas']['RelatedRO'];
type LinksByRelation = Record<string, Related[]> | undefined;

interface Props {
  relations: RelationDef[];
  current: LinksByRelation;
  drafted: LinksByRelation;
}

const keyOf = (link: Related) => link.displayName;

/** The record's links as the draft would make them; those it adds or removes are marked. */
export function LinksComparison({ relations, current, drafted }: Props) {
  const { t } = useTranslation();
  const kept = Object.entries(drafted ?? {}).flatMap(([name, links]) =>
    links.map((link) => ({
      name,
      link,
      added: !(current?.[name] ?? []).some((c) => c.etalonId === link.etalonId),
      removed: false,
    })),
  );
  const removed = Object.entries(current ?? {}).flatMap(([name, links]) =>
    links
      .filter((link) => !(drafted?.[name] ?? []).some((d) => d.etalonId === link.etalonId))
      .map((link) => ({ name, link, added: false, removed: true })),
  );
  const rows = [...kept, ...removed];
  if (rows.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('drafts.preview.links')}
      </Typography>
      <DataTable
        data-testid="links"
        rows={rows}
        rowKey={({ name, link }) => `${name}/${link.etalonId}`}
        rowProps={({ name, added, removed: gone }) => ({
          'data-relation': name,
          'data-removed': gone,
          sx: added || gone ? { bgcolor: 'rgba(237, 108, 2, 0.14)' } : undefined,
        })}
        columns={[
          {
            header: t('drafts.preview.relation'),
            cell: ({ name, added, removed: gone }) => {
              const relation = relations.find((r) => r.name === name);
              return (
                <>
                  {relation ? label(relation) : name}
                  {added && <strong> ({t('drafts.preview.added')})</strong>}
                  {gone && <strong> ({t('editor.removedInDraft')})</strong>}
                </>
              );
            },
          },
          {
            header: t('drafts.preview.linked'),
            cell: ({ link }) => keyOf(link),
            cellProps: ({ removed: gone }) => ({
              sx: gone ? { textDecoration: 'line-through' } : undefined,
            }),
          },
        ]}
      />
    </>
  );
}
