import { Box, Button, ButtonBase, CircularProgress, IconButton, Typography } from '@mui/material';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useAssetTypes, useLevel, type CatalogNode } from './catalogApi';
import { TypeDot } from './TypeChip';
import { keyOf, levelOf, parentOf, type Parent } from './treePaging';

interface Props {
  includeInactive: boolean;
  selected: string | null;
  onSelect(node: CatalogNode): void;
}

interface Shared extends Props {
  expanded: Set<string>;
  toggle(key: string): void;
}

/**
 * The catalog as a tree read a level at a time: the information systems and the business layer,
 * then what each node the steward opens contains (databases, schemas, tables, columns), a page of
 * children at a time by display name, with "more" where a level has more.
 */
export function CatalogTree(props: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const toggle = useCallback(
    (key: string) =>
      setExpanded((now) => {
        const next = new Set(now);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  return (
    <Box
      component="ul"
      role="tree"
      aria-label={t('catalog.tree.label')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      onKeyDown={moveByKeys}
    >
      <Level parent={{ kind: 'ROOT' }} depth={0} shared={{ ...props, expanded, toggle }} />
    </Box>
  );
}

/** The WAI-ARIA tree's keys: up and down move, right opens, left closes or goes to the parent. */
function moveByKeys(event: KeyboardEvent<HTMLElement>) {
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-choose]'));
  const at = buttons.indexOf(document.activeElement as HTMLElement);
  const item = buttons[at]?.closest('[role="treeitem"]');
  if (!item) return;
  const toggle = item.querySelector<HTMLElement>(':scope > div > [data-toggle]');
  const expanded = item.getAttribute('aria-expanded');
  switch (event.key) {
    case 'ArrowDown':
      buttons[at + 1]?.focus();
      break;
    case 'ArrowUp':
      buttons[at - 1]?.focus();
      break;
    case 'ArrowRight':
      if (expanded === 'false') toggle?.click();
      break;
    case 'ArrowLeft':
      if (expanded === 'true') toggle?.click();
      else
        item.parentElement
          ?.closest('[role="treeitem"]')
          ?.querySelector<HTMLElement>(':scope > div > [data-choose]')
          ?.focus();
      break;
    default:
      return;
  }
  event.preventDefault();
}

function Level({ parent, depth, shared }: { parent: Parent; depth: number; shared: Shared }) {
  const { t } = useTranslation();
  const level = useLevel(parent, shared.includeInactive);
  const indent = { pl: depth * 2.5 + 4 };
  if (level.isPending) {
    return (
      <Box component="li" role="none" sx={{ ...indent, py: 0.5, display: 'flex', gap: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{t('common.loading')}</Typography>
      </Box>
    );
  }
  if (!level.data) {
    return (
      <Box component="li" role="none" sx={indent}>
        <ErrorNotice error={level.error} />
      </Box>
    );
  }
  const { items, remaining } = levelOf(level.data.pages);
  return (
    <>
      {items.length === 0 && depth === 0 && (
        <Box component="li" role="none" sx={{ p: 1 }}>
          <Typography color="text.secondary">{t('catalog.tree.empty')}</Typography>
        </Box>
      )}
      {items.map((node) => (
        <Item key={keyOf(node)} node={node} depth={depth} shared={shared} />
      ))}
      {remaining > 0 && (
        <Box component="li" role="none" sx={{ ...indent, py: 0.25 }}>
          <Button
            size="small"
            disabled={level.isFetchingNextPage}
            onClick={() => void level.fetchNextPage()}
            data-testid="tree-more"
          >
            {level.isFetchingNextPage
              ? t('common.loading')
              : t('catalog.tree.more', { count: remaining })}
          </Button>
        </Box>
      )}
      {level.error && (
        <Box component="li" role="none" sx={indent}>
          <ErrorNotice error={level.error} />
        </Box>
      )}
    </>
  );
}

function Item({ node, depth, shared }: { node: CatalogNode; depth: number; shared: Shared }) {
  const { t } = useTranslation();
  const types = useAssetTypes();
  const key = keyOf(node);
  const open = shared.expanded.has(key);
  const selected = node.etalonId != null && shared.selected === node.etalonId;
  const name = node.kind === 'BUSINESS_LAYER' ? t('catalog.businessLayer') : node.displayName;
  const kindLabel =
    node.kind === 'ASSET'
      ? (types.get(node.assetType ?? '')?.label ?? node.assetType)
      : node.kind === 'INFORMATION_SYSTEM'
        ? t('catalog.tree.system')
        : null;
  return (
    <Box
      component="li"
      role="treeitem"
      aria-level={depth + 1}
      aria-expanded={node.hasChildren ? open : undefined}
      aria-selected={selected}
      aria-label={name}
      data-kind={node.kind}
      data-asset-type={node.assetType ?? undefined}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 2.5 }}>
        {node.hasChildren ? (
          <IconButton
            size="small"
            aria-label={t(open ? 'catalog.tree.collapse' : 'catalog.tree.expand', { name })}
            onClick={() => shared.toggle(key)}
            data-toggle
            sx={{ width: 30, height: 30, fontSize: '0.9rem' }}
          >
            {open ? '▾' : '▸'}
          </IconButton>
        ) : (
          <Box sx={{ width: 30, flex: 'none' }} />
        )}
        <ButtonBase
          data-choose
          onClick={() => (node.kind === 'ASSET' ? shared.onSelect(node) : shared.toggle(key))}
          aria-current={selected ? 'true' : undefined}
          sx={{
            justifyContent: 'flex-start',
            textAlign: 'left',
            gap: 1,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            flex: 1,
            minWidth: 0,
            bgcolor: selected ? 'action.selected' : undefined,
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          {node.kind === 'ASSET' ? (
            <TypeDot assetType={node.assetType} />
          ) : (
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 10,
                height: 10,
                flex: 'none',
                bgcolor: 'text.secondary',
                borderRadius: 0.5,
              }}
            />
          )}
          <Typography
            component="span"
            sx={{
              fontWeight: selected || node.kind !== 'ASSET' ? 600 : 400,
              overflowWrap: 'anywhere',
              color: node.active ? undefined : 'text.disabled',
              textDecoration: node.active ? undefined : 'line-through',
            }}
          >
            {name}
          </Typography>
          {kindLabel && (
            <Typography
              component="span"
              variant="caption"
              color="text.secondary"
              sx={{ flex: 'none' }}
            >
              {kindLabel}
            </Typography>
          )}
          {!node.active && (
            <Typography component="span" variant="caption" color="text.secondary">
              {t('catalog.inactive')}
            </Typography>
          )}
        </ButtonBase>
      </Box>
      {open && (
        <Box component="ul" role="group" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <Level parent={parentOf(node)} depth={depth + 1} shared={shared} />
        </Box>
      )}
    </Box>
  );
}
