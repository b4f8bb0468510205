import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useContainers, useLevel } from './catalogApi';
import { levelOf } from './treePaging';
import { TypeDot } from './TypeChip';

interface Props {
  etalonId: string;
  informationSystem: string | null;
  /** The asset's own name, last (on its card); none beside the tree. */
  self?: string | null;
  /** Only the containers, small (in a table's cell). */
  compact?: boolean;
}

/**
 * Where an asset is: the catalog, its information system (or the business layer), then the assets
 * that contain it, outermost first (database → schema → table for a column), each a link to its card.
 */
export function Containment({ etalonId, informationSystem, self, compact = false }: Props) {
  const { t } = useTranslation();
  const containers = useContainers(etalonId);
  // The system by the name the tree shows it (its display name), from the tree's first level.
  const roots = useLevel({ kind: 'ROOT' }, false, !compact && informationSystem !== null);
  const system = levelOf(roots.data?.pages ?? []).items.find(
    (n) => n.kind === 'INFORMATION_SYSTEM' && n.informationSystem === informationSystem,
  );
  return (
    <Breadcrumbs
      aria-label={t('catalog.asset.where')}
      data-testid="containment"
      sx={{ '& ol': { rowGap: 0.5 }, ...(compact ? { typography: 'body2' } : {}) }}
    >
      {!compact && (
        <Link component={RouterLink} to="/catalog" underline="hover" color="inherit">
          {t('catalog.title')}
        </Link>
      )}
      {!compact && (
        <Typography color="text.secondary">
          {informationSystem === null
            ? t('catalog.businessLayer')
            : (system?.displayName ?? informationSystem)}
        </Typography>
      )}
      {(containers.data ?? []).map((c) => (
        <Link
          key={c.etalonId}
          component={RouterLink}
          to={`/catalog/assets/${c.etalonId}`}
          underline="hover"
          color="inherit"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <TypeDot assetType={c.assetType} size={8} />
          {c.displayName}
        </Link>
      ))}
      {self && (
        <Typography color="text.primary" aria-current="page">
          {self}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
