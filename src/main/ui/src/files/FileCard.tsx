import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../components/ErrorNotice';
import { Loading } from '../components/Loading';
import { extensions } from '../extensions/registry';
import { downloadFile, fileSize, useFileUrl, type FileEntry } from './lobs';

/**
 * One file of a record: its name, type and size, a download, and a preview by the renderer the
 * extension registry chooses for it (none: only the download).
 */
export function FileCard({ entry }: { entry: FileEntry }) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const metadata = entry.metadata;
  const name = metadata?.fileName || entry.id;
  const mimeType = metadata?.mimeType || 'application/octet-stream';
  // The renderer is chosen before the bytes are read (so that files nobody previews are not
  // fetched): it sees the name and type, and the URL once there is one.
  const viewer = metadata ? extensions.fileViewerFor({ name, mimeType, url: '' }) : null;
  const content = useFileUrl(entry.id, mimeType, viewer !== null);
  const Viewer = viewer?.component;

  if (!metadata) {
    return (
      <Alert severity="warning" data-file={entry.id}>
        {t('files.unreadable', { id: entry.id, message: entry.problem?.message ?? '' })}
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-file={entry.id} component="article">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography color="text.secondary" data-testid="file-type">
          {mimeType} · {fileSize(metadata.size, i18n.language)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          size="small"
          aria-label={t('files.downloadLabel', { name })}
          onClick={() => {
            setFailure(null);
            downloadFile(entry.id, name, mimeType).catch(setFailure);
          }}
        >
          {t('files.download')}
        </Button>
      </Stack>
      {failure !== null && <ErrorNotice error={failure} />}
      {Viewer && (
        <Box sx={{ mt: 2 }} data-testid="file-preview">
          {content.error ? (
            <ErrorNotice error={content.error} />
          ) : content.url ? (
            <Viewer file={{ name, mimeType, url: content.url }} />
          ) : (
            <Loading />
          )}
        </Box>
      )}
      {!Viewer && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('files.noPreview')}
        </Typography>
      )}
    </Paper>
  );
}
