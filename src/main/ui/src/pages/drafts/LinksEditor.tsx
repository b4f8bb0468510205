import { Box, Chip, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../api/errors';
import type { components as MetaSchemas } from '../../api/generated/meta';
import { entitiesOf, label, useModel } from '../../model/useModel';
import { RecordPicker, type PickedRecord } from './RecordPicker';

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

interface Props {
  relations: RelationDef[];
  links: Links;
  onChange: (links: Links) => void;
  problems: Record<string, Problem[]>;
}

/** Links from the record to others, each chosen by searching the relation's target register. */
export function LinksEditor({ relations, links, onChange, problems }: Props) {
  const { t } = useTranslation();
  const model = useModel();
  const entities = entitiesOf(model.data);
  if (relations.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="links-title" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="links-title">
        {t('drafts.editor.links')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('drafts.editor.linksHelp')}
      </Typography>
      <Stack spacing={2}>
        {relations.map((relation) => {
          const name = relation.name!;
          const chosen = links[name] ?? [];
          const target = entities.find((e) => e.name === relation.to);
          const found = problems[`relations.${name}`] ?? [];
          return (
            <Box key={name} data-relation={name}>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }} useFlexGap>
                {chosen.map((picked) => (
                  <Chip
                    key={picked.value}
                    label={picked.text}
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
    </Paper>
  );
}
