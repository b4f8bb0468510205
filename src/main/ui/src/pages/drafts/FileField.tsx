import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../api/errors';
import type { AttributeDef } from '../../api/schemas';
import { fileSize, holdsList, uploadFile, useFileMetadata } from '../../files/lobs';
import { label } from '../../model/useModel';

interface Props {
  attribute: AttributeDef;
  /** The large-object ids the attribute names. */
  ids: string[];
  onChange: (ids: string[]) => void;
  problems: Problem[];
}

interface Known {
  name: string;
  size: number;
}

/**
 * The input of a File, Blob or Clob attribute: its files, each removable, and an upload. A chosen
 * file is uploaded at once through the large-object API and the value then names its id; the
 * record write attaches it to the record.
 */
export function FileField({ attribute, ids, onChange, problems }: Props) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  // What the upload answers told of new files, so they show without another read.
  const [uploaded, setUploaded] = useState<Record<string, Known>>({});
  const metadata = useFileMetadata(ids.filter((id) => !uploaded[id]));
  const name = attribute.name!;
  const text = label(attribute);
  const several = holdsList(attribute);
  const describe = (id: string): Known | null => {
    const read = metadata.data?.get(id)?.metadata;
    return uploaded[id] ?? (read ? { name: read.fileName ?? id, size: read.size } : null);
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setUploading(true);
    setRefused(null);
    try {
      const added: string[] = [];
      for (const file of several ? files : files.slice(0, 1)) {
        const answer = await uploadFile(file);
        added.push(answer.id);
        setUploaded((known) => ({
          ...known,
          [answer.id]: { name: answer.fileName ?? file.name, size: answer.size },
        }));
      }
      onChange(several ? [...ids, ...added] : added);
    } catch (error) {
      setRefused(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  }

  const messages = [...problems.map((p) => p.message), ...(refused ? [refused] : [])];
  return (
    <Box component="fieldset" data-field={name} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
        {text}
        {attribute.required ? ' *' : ''}
      </Typography>
      <Stack spacing={1}>
        {ids.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('files.noFile')}
          </Typography>
        )}
        {ids.map((id) => {
          const known = describe(id);
          const shown = known?.name ?? id;
          return (
            <Stack direction="row" spacing={1} key={id} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                {shown}
                {known ? ` (${fileSize(known.size, i18n.language)})` : ''}
              </Typography>
              <Button
                size="small"
                onClick={() => onChange(ids.filter((other) => other !== id))}
                aria-label={t('files.removeLabel', { name: shown, attribute: text })}
              >
                {t('files.remove')}
              </Button>
            </Stack>
          );
        })}
        <Box>
          <Button
            variant="outlined"
            size="small"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            {uploading
              ? t('files.uploading')
              : several || ids.length === 0
                ? t('files.upload', { attribute: text })
                : t('files.replace', { attribute: text })}
          </Button>
          {/* The button opens the browser's file dialog: one tab stop, a spoken name. */}
          <input
            ref={input}
            type="file"
            multiple={several}
            hidden
            tabIndex={-1}
            aria-label={t('files.upload', { attribute: text })}
            onChange={choose}
          />
        </Box>
      </Stack>
      {messages.length > 0 && <FormHelperText error>{messages.join(' ')}</FormHelperText>}
    </Box>
  );
}
