/** What the layout needs of a lineage node: its id, name and distance from the asset asked about. */
export interface LineageNodeIn {
  etalonId: string;
  displayName: string;
  /** Negative upstream, positive downstream, 0 the asset itself. */
  depth: number;
}

/** A dependency: `from` depends on `to` (`to` is upstream). */
export interface LineageEdgeIn {
  from: string;
  to: string;
  kind: string;
  relationName: string;
}

export interface Placed<N> {
  node: N;
  x: number;
  y: number;
  /** The column it stands in, from 0 at the left (the furthest upstream). */
  layer: number;
}

export interface Wire<E> {
  edge: E;
  /** The SVG path from the upstream node's right side to the dependent's left side. */
  path: string;
  /** Where the arrow head is (the dependent's end). */
  end: { x: number; y: number };
}

export interface Layout<N, E> {
  nodes: Placed<N>[];
  wires: Wire<E>[];
  width: number;
  height: number;
}

export const NODE_WIDTH = 210;
export const NODE_HEIGHT = 52;
const GAP_X = 90;
const GAP_Y = 22;
const MARGIN = 16;

function byName(a: LineageNodeIn, b: LineageNodeIn) {
  const x = a.displayName.toLowerCase();
  const y = b.displayName.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.etalonId < b.etalonId ? -1 : a.etalonId > b.etalonId ? 1 : 0;
}

/**
 * A layered left-to-right drawing of a lineage: one column per depth, the furthest upstream at the
 * left, the asset asked about in its own column, the furthest downstream at the right; data flows
 * left to right. Within a column the nodes are ordered by the mean position of their neighbours in
 * the column nearer the centre (so lines cross little), ties by name; columns are centred on each
 * other. An edge is drawn from its upstream end (`to`) to its dependent end (`from`).
 */
export function layoutLineage<N extends LineageNodeIn, E extends LineageEdgeIn>(
  nodes: readonly N[],
  edges: readonly E[],
): Layout<N, E> {
  if (nodes.length === 0) return { nodes: [], wires: [], width: 0, height: 0 };
  const depths = nodes.map((n) => n.depth);
  const min = Math.min(...depths);
  const max = Math.max(...depths);
  const neighbours = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    if (!neighbours.has(a)) neighbours.set(a, []);
    neighbours.get(a)!.push(b);
  };
  for (const e of edges) {
    link(e.from, e.to);
    link(e.to, e.from);
  }
  const depthOf = new Map(nodes.map((n) => [n.etalonId, n.depth]));
  const columns = new Map<number, N[]>();
  for (const n of nodes) {
    if (!columns.has(n.depth)) columns.set(n.depth, []);
    columns.get(n.depth)!.push(n);
  }
  // Ranks within a column, decided from the centre outwards.
  const rank = new Map<string, number>();
  const order = (depth: number, nearer: number | null) => {
    const column = columns.get(depth);
    if (!column) return;
    const mean = (n: N) => {
      if (nearer === null) return 0;
      const ranks = (neighbours.get(n.etalonId) ?? [])
        .filter((id) => depthOf.get(id) === nearer)
        .map((id) => rank.get(id))
        .filter((r): r is number => r !== undefined);
      return ranks.length ? ranks.reduce((a, b) => a + b, 0) / ranks.length : Infinity;
    };
    const means = new Map(column.map((n) => [n.etalonId, mean(n)]));
    column.sort((a, b) => {
      const d = means.get(a.etalonId)! - means.get(b.etalonId)!;
      return d !== 0 && !Number.isNaN(d) ? d : byName(a, b);
    });
    // A column's ranks are spread over the same span as the column it was ordered by.
    column.forEach((n, i) => rank.set(n.etalonId, i - (column.length - 1) / 2));
  };
  order(0, null);
  for (let d = 1; d <= max; d++) order(d, columns.has(d - 1) ? d - 1 : null);
  for (let d = -1; d >= min; d--) order(d, columns.has(d + 1) ? d + 1 : null);

  // Links within a column loop beside it, away from the asset asked about: left of an upstream
  // column, right of a downstream one. The outermost columns' loops need room at the sides.
  const loopsIn = (depth: number) =>
    edges.some((e) => depthOf.get(e.from) === depth && depthOf.get(e.to) === depth);
  const left = MARGIN + (min < 0 && loopsIn(min) ? GAP_X / 2 : 0);
  const right = MARGIN + (max > 0 && loopsIn(max) ? GAP_X / 2 : 0);
  const tallest = Math.max(...[...columns.values()].map((c) => c.length));
  const height = MARGIN * 2 + tallest * NODE_HEIGHT + (tallest - 1) * GAP_Y;
  const placed: Placed<N>[] = [];
  const at = new Map<string, Placed<N>>();
  for (const [depth, column] of columns) {
    const layer = depth - min;
    const columnHeight = column.length * NODE_HEIGHT + (column.length - 1) * GAP_Y;
    const top = (height - columnHeight) / 2;
    column.forEach((node, i) => {
      const p = {
        node,
        layer,
        x: left + layer * (NODE_WIDTH + GAP_X),
        y: top + i * (NODE_HEIGHT + GAP_Y),
      };
      placed.push(p);
      at.set(node.etalonId, p);
    });
  }
  const wires: Wire<E>[] = [];
  for (const edge of edges) {
    const up = at.get(edge.to);
    const down = at.get(edge.from);
    if (!up || !down) continue;
    wires.push(wire(edge, up, down, depthOf.get(edge.to)! < 0));
  }
  const layers = max - min + 1;
  return {
    nodes: placed,
    wires,
    width: left + right + layers * NODE_WIDTH + (layers - 1) * GAP_X,
    height,
  };
}

function wire<N, E>(edge: E, up: Placed<N>, down: Placed<N>, upstream: boolean): Wire<E> {
  const y1 = up.y + NODE_HEIGHT / 2;
  const y2 = down.y + NODE_HEIGHT / 2;
  if (up.layer === down.layer) {
    // Two nodes of one column: a loop beside it, on its side away from the centre.
    const x = upstream ? up.x : up.x + NODE_WIDTH;
    const bulge = upstream ? x - GAP_X / 2 : x + GAP_X / 2;
    return {
      edge,
      path: `M ${x} ${y1} C ${bulge} ${y1}, ${bulge} ${y2}, ${x} ${y2}`,
      end: { x, y: y2 },
    };
  }
  // Normally the upstream node is left of the dependent; when not, the line still runs between
  // their facing sides.
  const forward = up.layer < down.layer;
  const x1 = forward ? up.x + NODE_WIDTH : up.x;
  const x2 = forward ? down.x : down.x + NODE_WIDTH;
  const bend = (x2 - x1) / 2;
  return {
    edge,
    path: `M ${x1} ${y1} C ${x1 + bend} ${y1}, ${x2 - bend} ${y2}, ${x2} ${y2}`,
    end: { x: x2, y: y2 },
  };
}

/** A name cut to fit a node's line, with an ellipsis. */
export function fitName(name: string, most = 26): string {
  return name.length <= most ? name : `${name.slice(0, most - 1)}…`;
}
