import { Box, Chip } from '@mui/material';
import { colorOf, useAssetTypes } from './catalogApi';

/** A dot in an asset type's colour, as the tree and the lists mark an asset's type. */
export function TypeDot({
  assetType,
  size = 10,
}: {
  assetType: string | null | undefined;
  size?: number;
}) {
  const types = useAssetTypes();
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: colorOf(types, assetType),
      }}
    />
  );
}

/** An asset's type by its label, on the type's colour. */
export function TypeChip({
  assetType,
  size = 'small',
}: {
  assetType: string;
  size?: 'small' | 'medium';
}) {
  const types = useAssetTypes();
  const color = colorOf(types, assetType);
  return (
    <Chip
      size={size}
      label={types.get(assetType)?.label ?? assetType}
      data-testid="asset-type"
      data-asset-type={assetType}
      sx={{ bgcolor: color, color: readableOn(color), fontWeight: 500 }}
    />
  );
}

/** Black or white, whichever reads better on a colour (#rrggbb). */
export function readableOn(color: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return '#fff';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  // The contrast with black against the contrast with white (WCAG's ratio).
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000' : '#fff';
}
