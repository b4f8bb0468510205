/** What a diagram draws of a BPMN process: its nodes, its sequence flows and where they stand. */

export type NodeKind = 'start' | 'end' | 'event' | 'task' | 'gateway';

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface FlowNode {
  id: string;
  name: string;
  kind: NodeKind;
  /** The element's BPMN name (`userTask`, `parallelGateway`): a task's or a gateway's marker. */
  element: string;
  /** Where the diagram interchange places it; null when the BPMN does not say. */
  bounds: Bounds | null;
}

export interface SequenceFlow {
  id: string;
  name: string;
  /** The condition's expression without its `${…}`: what the flow is taken on; '' when none. */
  condition: string;
  source: string;
  target: string;
  /** The diagram interchange's waypoints; empty when the BPMN does not say. */
  waypoints: Point[];
}

export interface ProcessGraph {
  processId: string;
  name: string;
  nodes: FlowNode[];
  flows: SequenceFlow[];
}

const EVENTS: Record<string, NodeKind> = {
  startEvent: 'start',
  endEvent: 'end',
  intermediateCatchEvent: 'event',
  intermediateThrowEvent: 'event',
  boundaryEvent: 'event',
};

const TASKS = new Set([
  'task',
  'userTask',
  'serviceTask',
  'scriptTask',
  'sendTask',
  'receiveTask',
  'manualTask',
  'businessRuleTask',
  'callActivity',
  'subProcess',
]);

function kindOf(element: string): NodeKind | null {
  if (element in EVENTS) return EVENTS[element]!;
  if (TASKS.has(element)) return 'task';
  if (element.endsWith('Gateway')) return 'gateway';
  return null;
}

function number(element: Element, name: string): number {
  return Number(element.getAttribute(name) ?? 0);
}

/** The elements of a local name in any namespace (BPMN files choose their own prefixes). */
function all(root: Document | Element, localName: string): Element[] {
  return Array.from(root.getElementsByTagNameNS('*', localName));
}

/**
 * The first executable process of a BPMN 2.0 document (else its first process) with the places
 * its diagram interchange (bpmndi) gives; throws when the text is not XML or holds no process.
 */
export function parseBpmn(xml: string): ProcessGraph {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) {
    throw new Error('not XML');
  }
  const processes = all(document, 'process');
  const process =
    processes.find((p) => p.getAttribute('isExecutable') === 'true') ?? processes[0] ?? null;
  if (!process) throw new Error('no process');

  const shapes = new Map<string, Bounds>();
  for (const shape of all(document, 'BPMNShape')) {
    const bounds = all(shape, 'Bounds')[0];
    const id = shape.getAttribute('bpmnElement');
    if (id && bounds) {
      shapes.set(id, {
        x: number(bounds, 'x'),
        y: number(bounds, 'y'),
        width: number(bounds, 'width'),
        height: number(bounds, 'height'),
      });
    }
  }
  const edges = new Map<string, Point[]>();
  for (const edge of all(document, 'BPMNEdge')) {
    const id = edge.getAttribute('bpmnElement');
    if (id) {
      edges.set(
        id,
        all(edge, 'waypoint').map((w) => ({ x: number(w, 'x'), y: number(w, 'y') })),
      );
    }
  }

  const nodes: FlowNode[] = [];
  const flows: SequenceFlow[] = [];
  for (const child of Array.from(process.children)) {
    const id = child.getAttribute('id') ?? '';
    const name = child.getAttribute('name') ?? '';
    if (child.localName === 'sequenceFlow') {
      flows.push({
        id,
        name,
        condition: conditionOf(child),
        source: child.getAttribute('sourceRef') ?? '',
        target: child.getAttribute('targetRef') ?? '',
        waypoints: edges.get(id) ?? [],
      });
      continue;
    }
    const kind = kindOf(child.localName);
    if (kind)
      nodes.push({ id, name, kind, element: child.localName, bounds: shapes.get(id) ?? null });
  }
  const known = new Set(nodes.map((n) => n.id));
  return {
    processId: process.getAttribute('id') ?? '',
    name: process.getAttribute('name') ?? '',
    nodes,
    flows: flows.filter((f) => known.has(f.source) && known.has(f.target)),
  };
}

/** Whether the diagram interchange places every node (else the diagram lays them out itself). */
export function hasDiagram(graph: ProcessGraph): boolean {
  return graph.nodes.length > 0 && graph.nodes.every((n) => n.bounds !== null);
}

function conditionOf(flow: Element): string {
  const expression = all(flow, 'conditionExpression')[0]?.textContent?.trim() ?? '';
  const inner = /^\$\{([\s\S]*)\}$/.exec(expression);
  return (inner ? inner[1]! : expression).trim();
}
