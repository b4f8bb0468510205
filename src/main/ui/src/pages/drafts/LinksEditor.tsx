import { Box, Chip, FormHelperText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../api/errors';
import type { components as MetaSchemas } from '../../api/generated/meta';
import { entitiesOf, label, useModel } from '../../model/useModel';
import { ExistingLinks, type Related } from './ExistingLinks';
import { RecordPicker, type PickedRecord } from './RecordPicker';
import { Section } from '../../components/Section';

export type RelationDef = MetaSchemas['schemas']['RelationDef'];

/** Links to add with the write, by relation name: the records chosen. */
export type Links = Record<string, PickedRecord[]>;

/** The `relations` of a record write: each chosen record by its etalon id. */
export function relationsOf(links: Links) {
  const body: Record<string, { toEtalonId: string }[]> = {};
  for (const [name, picked] of Object.entries(links)) {
    if (picked.length > 0) body[name] = picked.map((p) => ({ toEtalonId: p.value }));
  }
  return Object.keys(body).length > 0 ? body : null;
}

/** Links of the record to delete with the write, by relation name: their relationEtalonIds. */
export type Removed = Record<string, string[]>;

/** The `relationsDeletes` of a record write: each link by its own etalon id. */
export function relationsDeletesOf(removed: Removed) {
  const body: Record<string, { etalonId: string }[]> = {};
  for (const [name, ids] of Object.entries(removed)) {
    if (ids.length > 0) body[name] = ids.map((etalonId) => ({ etalonId }));
  }
  return Object.keys(body).length > 0 ? body : null;
}

interface Props {
  relations: RelationDef[];
  /** The record's links now (as the draft makes them, when going on with one). */
  existing: Record<string, Related[]>;
  links: Links;
  onChange: (links: Links) => void;
  removed: Removed;
  onRemovedChange: (removed: Removed) => void;
  problems: Record<string, Problem[]>;
}

/**
 * Links from the record to others: those it has, each removable, and new ones chosen by searching
 * the relation's target register.
 */
export function LinksEditor(props: Props) {
  const { relations, existing, links, onChange, removed, onRemovedChange, problems } = props;
  const { t } = useTranslation();
  const model = useModel();
  const entities = entitiesOf(model.data);
  if (relations.length === 0) return null;
  return (
    <Section
      id="links-title"
      title={t('drafts.editor.links')}
      help={t('drafts.editor.linksHelp')}
      helpGap={2}
    >
      <Stack spacing={2}>
        {relations.map((relation) => {
          const name = relation.name!;
          const chosen = links[name] ?? [];
          const target = entities.find((e) => e.name === relation.to);
          const found = problems[`relations.${name}`] ?? [];
          return (
            <Box key={name} data-relation={name}>
              <ExistingLinks
                relationLabel={label(relation)}
                targetLabel={target ? label(target) : (relation.to ?? '')}
                links={existing[name] ?? []}
                removed={removed[name] ?? []}
                onChange={(ids) => onRemovedChange({ ...removed, [name]: ids })}
              />
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }} useFlexGap>
                {chosen.map((picked) => (
                  <Chip
                    key={picked.value}
                    label={picked.text}
                    title={picked.text}
                    onDelete={() =>
                      onChange({ ...links, [name]: chosen.filter((p) => p !== picked) })
                    }
                  />
                ))}
              </Stack>
              <RecordPicker
                entityName={relation.to!}
                label={t('drafts.editor.addLink', {
                  relation: label(relation),
                  target: target ? label(target) : relation.to,
                })}
                value={null}
                onChange={(picked) => {
                  if (picked && !chosen.some((p) => p.value === picked.value)) {
                    onChange({ ...links, [name]: [...chosen, picked] });
                  }
                }}
                error={found.length > 0}
              />
              {found.length > 0 && (
                <FormHelperText error>{found.map((p) => p.message).join(' ')}</FormHelperText>
              )}
            </Box>
          );
        })}
      </Stack>
    </Section>
  );
}
