import {
  Alert,
  Box,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { Section } from '../../components/Section';
import {
  colorOf,
  useAssetTypes,
  useLineage,
  useRelationLabel,
  type LineageDirection,
  type LineageGraph,
} from './catalogApi';
import { fitName, layoutLineage, NODE_HEIGHT, NODE_WIDTH } from './lineageLayout';
import { TypeDot } from './TypeChip';

const DEPTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The lineage of an asset: what it depends on (left) and what depends on it (right), to a depth. */
export function LineageView({ etalonId }: { etalonId: string }) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<LineageDirection>('BOTH');
  const [depth, setDepth] = useState(3);
  const lineage = useLineage(etalonId, depth, direction);
  return (
    <Section
      id="lineage-title"
      title={t('catalog.lineage.title')}
      help={t('catalog.lineage.help')}
      helpGap={2}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={direction}
          aria-label={t('catalog.lineage.direction')}
          onChange={(_e, value: LineageDirection | null) => value && setDirection(value)}
        >
          {(['UPSTREAM', 'BOTH', 'DOWNSTREAM'] as const).map((d) => (
            <ToggleButton key={d} value={d} sx={{ textTransform: 'none' }}>
              {t(`catalog.lineage.${d}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('catalog.lineage.depth')}
          value={depth}
          onChange={(e) => setDepth(Number(e.target.value))}
          sx={{ width: 120 }}
        >
          {DEPTHS.map((d) => (
            <MenuItem key={d} value={d}>
              {d}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {lineage.error && <ErrorNotice error={lineage.error} />}
      {lineage.isPending && <Loading />}
      {lineage.data && <LineageDrawing graph={lineage.data} focus={etalonId} />}
    </Section>
  );
}

/** The graph drawn: nodes in their type's colour, each a link to its asset's lineage. */
export function LineageDrawing({ graph, focus }: { graph: LineageGraph; focus: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const types = useAssetTypes();
  const relationLabel = useRelationLabel();
  const layout = useMemo(() => layoutLineage(graph.nodes, graph.edges), [graph]);
  const shownTypes = [...new Set(graph.nodes.map((n) => n.assetType))];
  const open = (id: string) => void navigate(`/catalog/assets/${id}?tab=lineage`);
  const keyOpen = (id: string) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(id);
    }
  };
  return (
    <Stack spacing={1}>
      {graph.truncated && <Alert severity="warning">{t('catalog.lineage.truncated')}</Alert>}
      {graph.nodes.length <= 1 && (
        <Typography color="text.secondary">{t('catalog.lineage.alone')}</Typography>
      )}
      <Stack
        direction="row"
        spacing={2}
        sx={{ flexWrap: 'wrap', rowGap: 0.5 }}
        aria-label={t('catalog.lineage.legend')}
      >
        {shownTypes.map((type) => (
          <Box key={type} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <TypeDot assetType={type} />
            <Typography variant="caption">{types.get(type)?.label ?? type}</Typography>
          </Box>
        ))}
        <Typography variant="caption" color="text.secondary">
          {t('catalog.lineage.flow')}
        </Typography>
      </Stack>
      <Box
        sx={{
          overflow: 'auto',
          maxHeight: 640,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fafafa',
          // The node a keyboard is on: a dark frame (the focus ring of a link, drawn in SVG).
          '& [role="link"]:focus-visible > rect:first-of-type': { stroke: '#000', strokeWidth: 3 },
        }}
      >
        <svg
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          role="group"
          aria-label={t('catalog.lineage.graph', { count: graph.nodes.length })}
          data-testid="lineage-graph"
          style={{ display: 'block' }}
        >
          <defs>
            <marker
              id="lineage-arrow"
              viewBox="0 0 10 10"
              refX="10"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" fill="#757575" />
            </marker>
          </defs>
          {layout.wires.map((w, i) => (
            <path
              key={i}
              d={w.path}
              fill="none"
              stroke="#9e9e9e"
              strokeWidth={1.5}
              strokeDasharray={w.edge.kind === 'THROUGH_CHILDREN' ? '5 4' : undefined}
              markerEnd="url(#lineage-arrow)"
              data-testid="lineage-edge"
            >
              <title>{relationLabel(w.edge.relationName)}</title>
            </path>
          ))}
          {layout.nodes.map(({ node, x, y }) => {
            const color = colorOf(types, node.assetType);
            const centre = node.etalonId === focus;
            const typeLabel = types.get(node.assetType)?.label ?? node.assetType;
            return (
              <g
                key={node.etalonId}
                transform={`translate(${x}, ${y})`}
                role="link"
                tabIndex={0}
                aria-label={`${node.displayName} (${typeLabel})`}
                data-testid="lineage-node"
                data-depth={node.depth}
                onClick={() => open(node.etalonId)}
                onKeyDown={keyOpen(node.etalonId)}
                style={{ cursor: 'pointer', outline: 'none' }}
              >
                <title>{`${node.displayName} · ${typeLabel}`}</title>
                <rect
                  width={NODE_WIDTH}
                  height={NODE_HEIGHT}
                  rx={6}
                  fill={centre ? `${color}22` : '#fff'}
                  stroke={color}
                  strokeWidth={centre ? 3 : 1.5}
                  strokeDasharray={node.active ? undefined : '4 3'}
                />
                <rect width={8} height={NODE_HEIGHT} rx={3} fill={color} />
                <text
                  x={16}
                  y={21}
                  fontSize={13}
                  fontWeight={600}
                  fill={node.active ? '#212121' : '#757575'}
                >
                  {fitName(node.displayName)}
                </text>
                <text x={16} y={39} fontSize={11} fill="#616161">
                  {typeLabel}
                  {node.active ? '' : ` · ${t('catalog.inactive')}`}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
    </Stack>
  );
}
