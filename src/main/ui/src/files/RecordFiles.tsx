import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../api/schemas';
import { ErrorNotice } from '../components/ErrorNotice';
import { Loading } from '../components/Loading';
import { label } from '../model/useModel';
import { FileCard } from './FileCard';
import { fileIdsOf, isFileAttribute, useFileMetadata } from './lobs';
import { Section } from '../components/Section';

interface Props {
  attributes: AttributeDef[];
  values: Record<string, unknown>;
}

/**
 * The record card's files: each File, Blob or Clob attribute's large objects with their metadata,
 * a download and a preview. Nothing is shown for a register without such attributes.
 */
export function RecordFiles({ attributes, values }: Props) {
  const { t } = useTranslation();
  const groups = attributes
    .filter(isFileAttribute)
    .map((attribute) => ({ attribute, ids: fileIdsOf(values[attribute.name!]) }));
  const metadata = useFileMetadata(groups.flatMap((g) => g.ids));
  if (groups.length === 0) return null;
  const empty = groups.every((g) => g.ids.length === 0);

  return (
    <Section id="files-title" title={t('files.title')} data-testid="files">
      {empty && <Typography>{t('files.none')}</Typography>}
      {metadata.error && <ErrorNotice error={metadata.error} />}
      {!empty && metadata.isPending && <Loading />}
      {metadata.data && (
        <Stack spacing={2} sx={{ mt: 1 }}>
          {groups
            .filter((g) => g.ids.length > 0)
            .map(({ attribute, ids }) => (
              <Stack key={attribute.name} spacing={1} data-attribute={attribute.name}>
                <Typography variant="subtitle1" component="h3">
                  {label(attribute)}
                </Typography>
                {ids.map((id) => (
                  <FileCard
                    key={id}
                    entry={metadata.data.get(id) ?? { id, metadata: null, problem: null }}
                  />
                ))}
              </Stack>
            ))}
        </Stack>
      )}
    </Section>
  );
}
