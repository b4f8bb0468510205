import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeSearch, type NodeHit } from '../classifiers/classifiersApi';
import { nodeLabel } from './classificationLogic';

interface Props {
  classifier: string;
  version: string;
  value: NodeHit | null;
  onChange: (hit: NodeHit | null) => void;
  label?: string;
  error?: string;
  required?: boolean;
}

/** The path of a found node from the root down, the node itself last. */
export function pathOf(hit: NodeHit): string {
  return [...hit.path, hit.node.name].join(' › ');
}

/**
 * A node of a classifier's version, chosen among the nodes whose name, code or display name
 * contain what is typed; each shown with its code and its path from the root.
 */
export function NodePicker({
  classifier,
  version,
  value,
  onChange,
  label,
  error,
  required,
}: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  // As the record picker does: typing stays quick while the search catches up.
  const searched = useDeferredValue(typed);
  const found = useNodeSearch(classifier, version, searched, 0);
  const hits = found.data?.hits ?? [];
  const empty = searched.trim() === '';
  return (
    <Autocomplete<NodeHit>
      options={hits}
      value={value}
      onChange={(_event, hit) => onChange(hit)}
      inputValue={typed}
      onInputChange={(_event, text) => setTyped(text)}
      filterOptions={(options) => options}
      getOptionLabel={(hit) => nodeLabel(hit.node)}
      isOptionEqualToValue={(a, b) => a.node.nodeId === b.node.nodeId}
      loading={found.isFetching}
      noOptionsText={empty ? t('classifications.picker.type') : t('classifications.picker.none')}
      renderOption={({ key, ...props }, hit) => (
        <Box component="li" key={key} {...props} sx={{ flexDirection: 'column' }}>
          <Typography sx={{ alignSelf: 'flex-start' }}>{nodeLabel(hit.node)}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'flex-start' }}>
            {pathOf(hit)}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('classifications.picker.label')}
          required={required}
          error={!!error}
          helperText={error || (value ? pathOf(value) : t('classifications.picker.help'))}
        />
      )}
      sx={{ flex: 1, minWidth: 280 }}
    />
  );
}
