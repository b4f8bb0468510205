import { describe, expect, it } from 'vitest';
import { layoutLineage, NODE_HEIGHT, NODE_WIDTH, type LineageEdgeIn } from './lineageLayout';

const node = (etalonId: string, depth: number, displayName = etalonId) => ({
  etalonId,
  depth,
  displayName,
});
const edge = (from: string, to: string): LineageEdgeIn => ({
  from,
  to,
  kind: 'LINK',
  relationName: 'dgForeignKey',
});

describe('the lineage layout', () => {
  it('puts upstream at the left, the asset in the middle and downstream at the right', () => {
    const layout = layoutLineage(
      [node('orders', 0), node('customers', -1), node('report', 1), node('crm', -2)],
      [edge('orders', 'customers'), edge('report', 'orders'), edge('customers', 'crm')],
    );
    const x = (id: string) => layout.nodes.find((p) => p.node.etalonId === id)!.x;
    expect(x('crm')).toBeLessThan(x('customers'));
    expect(x('customers')).toBeLessThan(x('orders'));
    expect(x('orders')).toBeLessThan(x('report'));
    expect(layout.nodes.find((p) => p.node.etalonId === 'crm')!.layer).toBe(0);
    expect(layout.width).toBeGreaterThanOrEqual(x('report') + NODE_WIDTH);
  });

  it('draws each edge from the upstream node’s right side to the dependent’s left side', () => {
    const layout = layoutLineage(
      [node('orders', 0), node('customers', -1)],
      [edge('orders', 'customers')],
    );
    const up = layout.nodes.find((p) => p.node.etalonId === 'customers')!;
    const down = layout.nodes.find((p) => p.node.etalonId === 'orders')!;
    const wire = layout.wires[0]!;
    expect(wire.path.startsWith(`M ${up.x + NODE_WIDTH} ${up.y + NODE_HEIGHT / 2} `)).toBe(true);
    expect(wire.end).toEqual({ x: down.x, y: down.y + NODE_HEIGHT / 2 });
  });

  it('orders a column by its neighbours’ places, so that lines do not cross', () => {
    // Two sources, each feeding one of two readers: a reader stays level with its source.
    const layout = layoutLineage(
      [
        node('t', 0),
        node('a', -1, 'Alpha'),
        node('b', -1, 'Beta'),
        node('x', -2, 'Zulu feeds alpha'),
        node('y', -2, 'Able feeds beta'),
      ],
      [edge('t', 'a'), edge('t', 'b'), edge('a', 'x'), edge('b', 'y')],
    );
    const y = (id: string) => layout.nodes.find((p) => p.node.etalonId === id)!.y;
    expect(y('a')).toBeLessThan(y('b'));
    // By name "Able" would come first; by place it follows Beta, below Alpha's source.
    expect(y('x')).toBeLessThan(y('y'));
  });

  it('keeps every node inside the drawing and no two nodes on one spot', () => {
    const nodes = [node('c', 0)];
    const edges: LineageEdgeIn[] = [];
    for (let i = 0; i < 7; i++) {
      nodes.push(node(`u${i}`, -1 - (i % 2)), node(`d${i}`, 1 + (i % 3)));
      edges.push(edge('c', `u${i}`), edge(`d${i}`, 'c'));
    }
    const layout = layoutLineage(nodes, edges);
    const spots = new Set(layout.nodes.map((p) => `${p.x},${p.y}`));
    expect(spots.size).toBe(nodes.length);
    for (const p of layout.nodes) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.x + NODE_WIDTH).toBeLessThanOrEqual(layout.width);
      expect(p.y + NODE_HEIGHT).toBeLessThanOrEqual(layout.height);
    }
    expect(layout.wires).toHaveLength(edges.length);
  });

  it('draws a link within a column as a loop beside it, and leaves out edges to unknown nodes', () => {
    const layout = layoutLineage(
      [node('c', 0), node('a', 1), node('b', 1)],
      [edge('a', 'c'), edge('b', 'c'), edge('a', 'b'), edge('c', 'gone')],
    );
    expect(layout.wires).toHaveLength(3);
    const loop = layout.wires.find((w) => w.edge.from === 'a' && w.edge.to === 'b')!;
    const a = layout.nodes.find((p) => p.node.etalonId === 'a')!;
    expect(loop.end.x).toBe(a.x + NODE_WIDTH);
    // The loop bends into the gap right of the column, inside the drawing.
    const bend = Number(/C (\S+) /.exec(loop.path)![1]);
    expect(bend).toBeGreaterThan(a.x + NODE_WIDTH);
    expect(bend).toBeLessThanOrEqual(layout.width);
  });

  it('loops a link within an upstream column on its left, away from the asset', () => {
    const layout = layoutLineage(
      [node('c', 0), node('a', -1), node('b', -1)],
      [edge('c', 'a'), edge('c', 'b'), edge('a', 'b')],
    );
    const loop = layout.wires.find((w) => w.edge.from === 'a' && w.edge.to === 'b')!;
    const a = layout.nodes.find((p) => p.node.etalonId === 'a')!;
    expect(loop.end.x).toBe(a.x);
    const bend = Number(/C (\S+) /.exec(loop.path)![1]);
    expect(bend).toBeLessThan(a.x);
    expect(bend).toBeGreaterThanOrEqual(0);
  });

  it('draws nothing for no node', () => {
    expect(layoutLineage([], [])).toEqual({ nodes: [], wires: [], width: 0, height: 0 });
  });
});
