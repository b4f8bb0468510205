import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeSearch } from './classifiersApi';

interface Props {
  classifier: string;
  version: string;
  value: string;
  onChange: (name: string) => void;
  error: string;
  help: string;
}

/** The parent node's name, typed or chosen among the nodes whose names match what is typed. */
export function ParentField({ classifier, version, value, onChange, error, help }: Props) {
  const { t } = useTranslation();
  // As the record picker does: typing stays quick while the search catches up.
  const searched = useDeferredValue(value);
  const found = useNodeSearch(classifier, version, searched, 0);
  const hits = found.data?.hits ?? [];
  return (
    <Autocomplete
      freeSolo
      options={hits.map((hit) => hit.node.name)}
      filterOptions={(names) => names}
      inputValue={value}
      onInputChange={(_event, text) => onChange(text)}
      renderOption={({ key, ...props }, name) => {
        const hit = hits.find((h) => h.node.name === name);
        return (
          <Box component="li" key={key} {...props} sx={{ flexDirection: 'column' }}>
            <Typography sx={{ alignSelf: 'flex-start' }}>
              {hit?.node.displayName ?? name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'flex-start' }}>
              {[...(hit?.path ?? []), name].join(' › ')}
            </Typography>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('classifiers.field.parentName')}
          required
          error={!!error}
          helperText={error || help}
        />
      )}
      sx={{ flex: 1 }}
    />
  );
}
