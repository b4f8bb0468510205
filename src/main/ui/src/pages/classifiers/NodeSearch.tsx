import {
  Box,
  Button,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { HITS_PAGE, useNodeSearch, type NodeHit } from './classifiersApi';

interface Props {
  classifier: string;
  version: string;
  onOpen: (hit: NodeHit) => void;
}

/** The nodes of a version found by name, code or display name, each with its path. */
export function NodeSearch({ classifier, version, onOpen }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [offset, setOffset] = useState(0);
  const found = useNodeSearch(classifier, version, text, offset);
  const total = found.data?.total ?? 0;
  return (
    <Box component="section" aria-label={t('classifiers.search.label')}>
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        onSubmit={(e) => {
          e.preventDefault();
          setText(typed.trim());
          setOffset(0);
        }}
      >
        <TextField
          size="small"
          label={t('classifiers.search.text')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined">
          {t('classifiers.search.submit')}
        </Button>
        {text && (
          <Button
            onClick={() => {
              setTyped('');
              setText('');
            }}
          >
            {t('classifiers.search.clear')}
          </Button>
        )}
      </Stack>
      {found.error && <ErrorNotice error={found.error} />}
      {text && found.data && (
        <>
          <Typography variant="body2" role="status" sx={{ mt: 1 }}>
            {t('classifiers.search.total', { count: total })}
          </Typography>
          <List dense aria-label={t('classifiers.search.results')}>
            {found.data.hits.map((hit) => (
              <ListItemButton key={hit.node.nodeId} onClick={() => onOpen(hit)}>
                <ListItemText
                  primary={`${hit.node.displayName}${hit.node.code ? ` · ${hit.node.code}` : ''}`}
                  secondary={[...hit.path, hit.node.name].join(' › ')}
                />
              </ListItemButton>
            ))}
          </List>
          {total > HITS_PAGE && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button disabled={offset === 0} onClick={() => setOffset(offset - HITS_PAGE)}>
                {t('classifiers.search.previous')}
              </Button>
              <Typography variant="body2">
                {t('classifiers.search.range', {
                  from: offset + 1,
                  to: Math.min(offset + HITS_PAGE, total),
                  total,
                })}
              </Typography>
              <Button
                disabled={offset + HITS_PAGE >= total}
                onClick={() => setOffset(offset + HITS_PAGE)}
              >
                {t('classifiers.search.next')}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}
