import { Alert, Box } from '@mui/material';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { extentOf, layOut, type PlacedFlow, type PlacedNode } from './bpmnLayout';
import { parseBpmn } from './bpmnModel';

const INK = '#37474f';
const FILL = '#ffffff';
const TASK_FILL = '#e3f2fd';

/**
 * A read-only drawing of a BPMN process: events as circles (an end's bold), tasks as rounded boxes
 * with their names, gateways as diamonds, sequence flows as arrows with their names. The places are
 * the BPMN's diagram interchange; without it the nodes stand left to right in flow order.
 */
export function BpmnDiagram({ bpmn, title }: { bpmn: string; title: string }) {
  const { t } = useTranslation();
  const arrow = useId().replace(/:/g, '');
  const layout = useMemo(() => {
    try {
      return layOut(parseBpmn(bpmn));
    } catch {
      return null;
    }
  }, [bpmn]);
  if (!layout) return <Alert severity="warning">{t('workflowAdmin.diagram.unreadable')}</Alert>;
  const box = extentOf(layout);
  return (
    <Box
      // A wide diagram scrolls; the keyboard reaches it too.
      tabIndex={0}
      role="group"
      aria-label={t('workflowAdmin.diagram.label', { name: title })}
      sx={{
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fafafa',
      }}
    >
      <svg
        role="img"
        aria-label={t('workflowAdmin.diagram.label', { name: title })}
        data-testid="bpmn-diagram"
        data-layout={layout.fromDiagram ? 'diagram' : 'auto'}
        viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
        width={box.width}
        height={box.height}
        // A little too wide for the page: drawn smaller; far too wide: scrolled.
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          maxWidth: box.width,
          minWidth: box.width * 0.8,
          fontFamily: 'Roboto, Arial, sans-serif',
        }}
      >
        <title>{t('workflowAdmin.diagram.label', { name: title })}</title>
        <defs>
          <marker
            id={arrow}
            viewBox="0 0 10 10"
            refX="10"
            refY="5"
            markerWidth="8"
            markerHeight="8"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={INK} />
          </marker>
        </defs>
        {layout.flows.map((flow) => (
          <Flow key={flow.id} flow={flow} arrow={arrow} />
        ))}
        {layout.nodes.map((node) => (
          <Node key={node.id} node={node} />
        ))}
      </svg>
    </Box>
  );
}

function Flow({ flow, arrow }: { flow: PlacedFlow; arrow: string }) {
  const points = flow.waypoints.map((p) => `${p.x},${p.y}`).join(' ');
  const at = labelPlace(flow);
  return (
    <g data-flow-id={flow.id}>
      <polyline
        points={points}
        fill="none"
        stroke={INK}
        strokeWidth={1.5}
        strokeDasharray={flow.back ? '6 4' : undefined}
        markerEnd={`url(#${arrow})`}
      />
      {(flow.name || flow.condition) && (
        <text
          x={at.horizontal ? at.x : at.x + 6}
          y={at.horizontal ? at.y - 6 : at.y}
          textAnchor={at.horizontal ? 'middle' : 'start'}
          fontSize={11}
          fill={flow.name ? INK : '#607d8b'}
          fontStyle={flow.name ? undefined : 'italic'}
          stroke="#fafafa"
          strokeWidth={3}
          paintOrder="stroke"
        >
          {flow.name || flow.condition}
        </text>
      )}
    </g>
  );
}

/**
 * Where a flow's name stands: over the last long horizontal leg (the one entering its target in
 * a left-to-right drawing), else beside the middle of its longest leg.
 */
function labelPlace(flow: PlacedFlow) {
  const legs = flow.waypoints.slice(1).map((b, i) => {
    const a = flow.waypoints[i]!;
    return {
      x: (a.x + b.x) / 2,
      y: (a.y + b.y) / 2,
      horizontal: Math.abs(b.y - a.y) < Math.abs(b.x - a.x),
      length: Math.hypot(b.x - a.x, b.y - a.y),
    };
  });
  const flat = legs.filter((leg) => leg.horizontal && leg.length >= 60);
  if (flat.length > 0) return flat[flat.length - 1]!;
  return legs.reduce((best, leg) => (leg.length > best.length ? leg : best), legs[0]!);
}

function Node({ node }: { node: PlacedNode }) {
  const { x, y, width, height } = node.bounds;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const common = { 'data-node-id': node.id, 'data-kind': node.kind };
  const hint = <title>{node.name || node.id}</title>;
  if (node.kind === 'task') {
    const lines = wrap(node.name || node.id, Math.max(8, Math.floor((width - 12) / 6.6)));
    return (
      <g {...common}>
        {hint}
        <rect
          x={x}
          y={y}
          width={width}
          height={height}
          rx={10}
          fill={TASK_FILL}
          stroke={INK}
          strokeWidth={1.5}
        />
        {node.element === 'userTask' && <UserMark x={x + 6} y={y + 5} />}
        {node.element === 'serviceTask' && <ServiceMark x={x + 8} y={y + 8} />}
        <text
          x={cx}
          y={cy - ((lines.length - 1) * 14) / 2 + 4}
          textAnchor="middle"
          fontSize={12}
          fill="#102027"
        >
          {lines.map((line, i) => (
            <tspan key={i} x={cx} dy={i === 0 ? 0 : 14}>
              {line}
            </tspan>
          ))}
        </text>
      </g>
    );
  }
  // A gateway's name stands above it: its flows leave by its sides and bottom.
  const lines = wrap(node.name, 22);
  const top = node.kind === 'gateway' ? y - 8 - (lines.length - 1) * 13 : y + height + 16;
  const label = node.name && (
    <text x={cx} y={top} textAnchor="middle" fontSize={11} fill="#102027">
      {lines.map((line, i) => (
        <tspan key={i} x={cx} dy={i === 0 ? 0 : 13}>
          {line}
        </tspan>
      ))}
    </text>
  );
  if (node.kind === 'gateway') {
    const marker =
      node.element === 'parallelGateway' ? '+' : node.element === 'inclusiveGateway' ? '○' : '×';
    return (
      <g {...common}>
        {hint}
        <polygon
          points={`${cx},${y} ${x + width},${cy} ${cx},${y + height} ${x},${cy}`}
          fill="#fff8e1"
          stroke={INK}
          strokeWidth={1.5}
        />
        <text x={cx} y={cy + 7} textAnchor="middle" fontSize={20} fill={INK}>
          {marker}
        </text>
        {label}
      </g>
    );
  }
  const r = Math.min(width, height) / 2;
  return (
    <g {...common}>
      {hint}
      <circle
        cx={cx}
        cy={cy}
        r={r}
        fill={node.kind === 'start' ? '#e8f5e9' : node.kind === 'end' ? '#ffebee' : FILL}
        stroke={INK}
        strokeWidth={node.kind === 'end' ? 4 : 1.5}
      />
      {node.kind === 'event' && <circle cx={cx} cy={cy} r={r - 4} fill="none" stroke={INK} />}
      {label}
    </g>
  );
}

function UserMark({ x, y }: { x: number; y: number }) {
  return (
    <g aria-hidden="true" fill="none" stroke={INK} strokeWidth={1.2}>
      <circle cx={x + 7} cy={y + 5} r={3.5} />
      <path d={`M ${x + 1} ${y + 16} Q ${x + 7} ${y + 7} ${x + 13} ${y + 16} Z`} />
    </g>
  );
}

function ServiceMark({ x, y }: { x: number; y: number }) {
  return (
    <g aria-hidden="true" fill="none" stroke={INK} strokeWidth={1.2}>
      <circle cx={x + 5} cy={y + 5} r={5} strokeDasharray="2 1.5" strokeWidth={2.5} />
      <circle cx={x + 5} cy={y + 5} r={2} />
    </g>
  );
}

/** Words on lines of at most `width` characters (a longer word stands alone on its line). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
