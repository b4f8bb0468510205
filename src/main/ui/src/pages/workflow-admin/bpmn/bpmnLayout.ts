import {
  hasDiagram,
  type Bounds,
  type FlowNode,
  type NodeKind,
  type Point,
  type ProcessGraph,
  type SequenceFlow,
} from './bpmnModel';

/** A node with its place, a flow with its line: what the diagram draws. */
export type PlacedNode = FlowNode & { bounds: Bounds };
export type PlacedFlow = SequenceFlow & { back: boolean };

export interface Layout {
  nodes: PlacedNode[];
  flows: PlacedFlow[];
  /** Whether the places are the BPMN's own (else laid out left to right in flow order). */
  fromDiagram: boolean;
}

const SIZES: Record<NodeKind, { width: number; height: number }> = {
  start: { width: 36, height: 36 },
  end: { width: 36, height: 36 },
  event: { width: 36, height: 36 },
  task: { width: 130, height: 64 },
  gateway: { width: 50, height: 50 },
};
const COLUMN = 175;
const ROW = 120;
const MARGIN = 40;
/** About the width of a letter of a flow's name (11 px). */
const LETTER = 6;

const centre = (b: Bounds): Point => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/** The diagram's places: the BPMN's own when it has them for every node, else a layout of ours. */
export function layOut(graph: ProcessGraph): Layout {
  if (hasDiagram(graph)) {
    const nodes = graph.nodes as PlacedNode[];
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const flows = graph.flows.map((f) => ({
      ...f,
      back: false,
      waypoints:
        f.waypoints.length >= 2
          ? f.waypoints
          : [centre(byId.get(f.source)!.bounds), centre(byId.get(f.target)!.bounds)],
    }));
    return { nodes, flows, fromDiagram: true };
  }
  return autoLayout(graph);
}

/**
 * Left to right in flow order: a node's column is the longest way to it from a start (flows that
 * lead back are left out of that count), its row the first free one from its first predecessor's,
 * so a straight path stays on one line.
 */
function autoLayout(graph: ProcessGraph): Layout {
  const out = new Map<string, SequenceFlow[]>(graph.nodes.map((n) => [n.id, []]));
  for (const f of graph.flows) out.get(f.source)!.push(f);
  const back = backFlows(graph, out);

  const column = new Map<string, number>();
  const order: string[] = [];
  const visit = (id: string, depth: number) => {
    if ((column.get(id) ?? -1) >= depth) return;
    if (!column.has(id)) order.push(id);
    column.set(id, depth);
    for (const f of out.get(id)!) if (!back.has(f.id)) visit(f.target, depth + 1);
  };
  const entries = graph.nodes.filter(
    (n) => n.kind === 'start' || !graph.flows.some((f) => f.target === n.id && !back.has(f.id)),
  );
  for (const n of entries) visit(n.id, 0);
  for (const n of graph.nodes) if (!column.has(n.id)) visit(n.id, 0);

  const firstPredecessor = new Map<string, string>();
  for (const f of graph.flows) {
    if (!back.has(f.id) && !firstPredecessor.has(f.target))
      firstPredecessor.set(f.target, f.source);
  }
  const row = new Map<string, number>();
  const taken = new Set<string>();
  const byColumn = [...order].sort((a, b) => column.get(a)! - column.get(b)!);
  for (const id of byColumn) {
    const before = firstPredecessor.get(id);
    let r = before !== undefined ? (row.get(before) ?? 0) : 0;
    while (taken.has(`${column.get(id)}:${r}`)) r++;
    taken.add(`${column.get(id)}:${r}`);
    row.set(id, r);
  }

  const centres = columnCentres(graph, column, back);
  const nodes: PlacedNode[] = graph.nodes.map((n) => {
    const size = SIZES[n.kind];
    const x = centres[column.get(n.id)!]!;
    const y = MARGIN + row.get(n.id)! * ROW + ROW / 2;
    return { ...n, bounds: { x: x - size.width / 2, y: y - size.height / 2, ...size } };
  });
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const top = Math.min(...nodes.map((n) => n.bounds.y)) - 28;
  const flows = graph.flows.map((f) => ({
    ...f,
    back: back.has(f.id),
    waypoints: route(byId.get(f.source)!, byId.get(f.target)!.bounds, back.has(f.id), top),
  }));
  return { nodes, flows, fromDiagram: false };
}

/**
 * Each column's centre: a column apart at least, further where a flow to the next column has a
 * name (or a condition) to show on its way.
 */
function columnCentres(
  graph: ProcessGraph,
  column: Map<string, number>,
  back: Set<string>,
): number[] {
  const count = Math.max(0, ...column.values()) + 1;
  const kind = new Map(graph.nodes.map((n) => [n.id, n.kind]));
  const gap = new Array<number>(count).fill(COLUMN);
  for (const f of graph.flows) {
    const from = column.get(f.source)!;
    if (back.has(f.id) || column.get(f.target) !== from + 1) continue;
    const text = f.name || f.condition;
    if (!text) continue;
    const half = (id: string) => SIZES[kind.get(id)!].width / 2;
    const need = text.length * LETTER + half(f.source) + half(f.target) + 24;
    gap[from] = Math.max(gap[from]!, need);
  }
  const centres = [MARGIN + COLUMN / 2];
  for (let c = 1; c < count; c++) centres.push(centres[c - 1]! + gap[c - 1]!);
  return centres;
}

/** The flows that close a loop (found by a walk from the starts): drawn back over the top. */
function backFlows(graph: ProcessGraph, out: Map<string, SequenceFlow[]>): Set<string> {
  const back = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const walk = (id: string) => {
    state.set(id, 'open');
    for (const f of out.get(id)!) {
      const seen = state.get(f.target);
      if (seen === 'open') back.add(f.id);
      else if (!seen) walk(f.target);
    }
    state.set(id, 'done');
  };
  for (const n of graph.nodes.filter((n) => n.kind === 'start')) if (!state.has(n.id)) walk(n.id);
  for (const n of graph.nodes) if (!state.has(n.id)) walk(n.id);
  return back;
}

/** Right angles: out of the source's right side into the target's left; a loop over the top. */
function route(source: PlacedNode, to: Bounds, back: boolean, top: number): Point[] {
  const from = source.bounds;
  const a = centre(from);
  const b = centre(to);
  if (back) {
    return [
      { x: a.x, y: from.y },
      { x: a.x, y: top },
      { x: b.x, y: top },
      { x: b.x, y: to.y },
    ];
  }
  const start = { x: from.x + from.width, y: a.y };
  const end = { x: to.x, y: b.y };
  if (Math.abs(start.y - end.y) < 1) return [start, end];
  // Leaving a gateway upwards or downwards reads better than from its right corner.
  if (source.kind === 'gateway') {
    const side = { x: a.x, y: end.y > a.y ? from.y + from.height : from.y };
    return [side, { x: a.x, y: end.y }, end];
  }
  const middle = start.x + (end.x - start.x) / 2;
  return [start, { x: middle, y: start.y }, { x: middle, y: end.y }, end];
}

/** The box holding every shape and line, with room for the names below them. */
export function extentOf(layout: Layout): Bounds {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const n of layout.nodes) {
    xs.push(n.bounds.x, n.bounds.x + n.bounds.width);
    ys.push(n.bounds.y, n.bounds.y + n.bounds.height + (n.kind === 'task' ? 0 : 36));
  }
  for (const f of layout.flows) for (const p of f.waypoints) (xs.push(p.x), ys.push(p.y));
  if (xs.length === 0) return { x: 0, y: 0, width: 100, height: 50 };
  const x = Math.min(...xs) - 30;
  const y = Math.min(...ys) - 30;
  return { x, y, width: Math.max(...xs) + 30 - x, height: Math.max(...ys) + 30 - y };
}
