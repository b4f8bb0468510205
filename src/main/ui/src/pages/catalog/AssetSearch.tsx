import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetSearch, useAssetTypes, type FoundAsset } from './catalogApi';
import { TypeDot } from './TypeChip';

interface Props {
  label: string;
  /** Only assets of these types (none: of every type). */
  assetTypes?: string[];
  includeInactive?: boolean;
  onChoose(asset: FoundAsset): void;
  width?: number | string;
}

/** The text typed, once the typing has paused (a request per pause, not per key). */
function useSettled(text: string, ms = 250) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * A search box over assets by display name, of any type unless some are named: each option shows
 * its type and information system; choosing one calls `onChoose`.
 */
export function AssetSearch({ label, assetTypes, includeInactive, onChoose, width = 420 }: Props) {
  const { t } = useTranslation();
  const types = useAssetTypes();
  const [text, setText] = useState('');
  const settled = useSettled(text.trim());
  const found = useAssetSearch(
    settled,
    { assetTypes, includeInactive, limit: 20 },
    settled.length > 0,
  );
  const options = settled.length > 0 ? (found.data?.items ?? []) : [];
  return (
    <Autocomplete<FoundAsset, false, false, false>
      sx={{ width }}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.displayName}
      isOptionEqualToValue={(a, b) => a.etalonId === b.etalonId}
      value={null}
      inputValue={text}
      onInputChange={(_e, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_e, chosen) => {
        if (chosen) {
          setText('');
          onChoose(chosen);
        }
      }}
      loading={found.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={settled ? t('catalog.search.none') : t('catalog.search.type')}
      renderOption={({ key, ...props }, o) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <TypeDot assetType={o.assetType} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {o.displayName}
              {!o.active && ` (${t('catalog.inactive')})`}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {types.get(o.assetType)?.label ?? o.assetType}
              {' · '}
              {o.informationSystem ?? t('catalog.businessLayer')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} size="small" label={label} />}
    />
  );
}
