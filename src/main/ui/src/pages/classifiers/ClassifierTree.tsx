import { Box, ButtonBase, CircularProgress, IconButton, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { onTheWay } from './classifierLogic';
import { useLevel, type TreeNode } from './classifiersApi';

interface Props {
  classifier: string;
  version: string;
  selected: string | null;
  onSelect: (node: TreeNode) => void;
  /** The names from the root down to the parent of a node to show (a search hit's path). */
  reveal: string[];
}

interface Shared extends Props {
  expanded: Set<string>;
  toggle: (nodeId: string) => void;
  expand: (nodeIds: string[]) => void;
}

/**
 * A version's tree, read a level at a time: the root first (open), then the children of each node
 * the steward opens. A node on the way to a node being revealed opens when its level arrives.
 */
export function ClassifierTree(props: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const toggle = useCallback(
    (nodeId: string) =>
      setExpanded((now) => {
        const next = new Set(now);
        if (!next.delete(nodeId)) next.add(nodeId);
        return next;
      }),
    [],
  );
  const expand = useCallback(
    (nodeIds: string[]) =>
      setExpanded((now) =>
        nodeIds.every((id) => now.has(id)) ? now : new Set([...now, ...nodeIds]),
      ),
    [],
  );
  const shared = { ...props, expanded, toggle, expand };
  return (
    <Box
      component="ul"
      role="tree"
      aria-label={t('classifiers.tree.label', { version: props.version })}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      onKeyDown={moveByKeys}
    >
      <Level parentId={null} shared={shared} />
    </Box>
  );
}

/**
 * The tree's keys, as the WAI-ARIA tree pattern has them: up and down go to the node shown above
 * or below, right opens a closed node, left closes an open one or goes to its parent.
 */
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

function Level({ parentId, shared }: { parentId: string | null; shared: Shared }) {
  const { t } = useTranslation();
  const { classifier, version, reveal, expand } = shared;
  const level = useLevel(classifier, version, parentId);
  useEffect(() => {
    if (!level.data) return;
    // The root opens by itself: a tree shows at least its first level.
    const open = parentId === null ? level.data.map((n) => n.nodeId) : [];
    expand([...open, ...onTheWay(level.data, reveal)]);
  }, [level.data, reveal, parentId, expand]);
  if (level.isPending) {
    return (
      <Box component="li" role="none" sx={{ pl: 5, py: 0.5, display: 'flex', gap: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{t('common.loading')}</Typography>
      </Box>
    );
  }
  if (level.error) {
    return (
      <Box component="li" role="none">
        <ErrorNotice error={level.error} />
      </Box>
    );
  }
  return (
    <>
      {level.data.map((node) => (
        <Item key={node.nodeId} node={node} shared={shared} />
      ))}
    </>
  );
}

function Item({ node, shared }: { node: TreeNode; shared: Shared }) {
  const { t } = useTranslation();
  const open = shared.expanded.has(node.nodeId);
  const selected = shared.selected === node.nodeId;
  const parent = node.childCount > 0;
  const { expand } = shared;
  // The chosen node opens when it gains a child (one just added under it), to show the child.
  const children = useRef(node.childCount);
  useEffect(() => {
    if (selected && node.childCount > children.current) expand([node.nodeId]);
    children.current = node.childCount;
  }, [selected, node.childCount, node.nodeId, expand]);
  return (
    <Box
      component="li"
      role="treeitem"
      aria-level={node.depth + 1}
      aria-expanded={parent ? open : undefined}
      aria-selected={selected}
      aria-label={node.displayName}
      data-node={node.name}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pl: node.depth * 2.5 }}>
        {parent ? (
          <IconButton
            size="small"
            aria-label={t(open ? 'classifiers.tree.collapse' : 'classifiers.tree.expand', {
              name: node.displayName,
            })}
            onClick={() => shared.toggle(node.nodeId)}
            data-toggle
            sx={{ width: 30, height: 30 }}
          >
            {open ? '▾' : '▸'}
          </IconButton>
        ) : (
          <Box sx={{ width: 30, flex: 'none' }} />
        )}
        <ButtonBase
          onClick={() => shared.onSelect(node)}
          data-choose
          aria-current={selected ? 'true' : undefined}
          sx={{
            justifyContent: 'flex-start',
            textAlign: 'left',
            gap: 1,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            flex: 1,
            bgcolor: selected ? 'action.selected' : undefined,
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <Typography component="span" sx={{ fontWeight: selected ? 600 : 400 }}>
            {node.displayName}
          </Typography>
          {node.code && (
            <Typography component="span" variant="body2" color="text.secondary">
              {node.code}
            </Typography>
          )}
          {parent && (
            <Typography component="span" variant="caption" color="text.secondary">
              {t('classifiers.tree.children', { count: node.childCount })}
            </Typography>
          )}
        </ButtonBase>
      </Box>
      {open && (
        <Box component="ul" role="group" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <Level parentId={node.nodeId} shared={shared} />
        </Box>
      )}
    </Box>
  );
}
