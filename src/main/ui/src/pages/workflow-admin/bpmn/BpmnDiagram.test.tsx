import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BpmnDiagram, wrap } from './BpmnDiagram';
import { layOut } from './bpmnLayout';
import { hasDiagram, parseBpmn } from './bpmnModel';
import { WITH_DIAGRAM, WITHOUT_DIAGRAM } from './samples';

const node = (id: string) => document.querySelector(`[data-node-id="${id}"]`)!;
const flow = (id: string) => document.querySelector(`[data-flow-id="${id}"]`)!;

describe('the BPMN diagram', () => {
  it('draws each node where the diagram interchange places it, in its shape', () => {
    render(<BpmnDiagram bpmn={WITH_DIAGRAM} title="Review" />);
    const svg = screen.getByRole('img', { name: 'Diagram of the process Review' });
    expect(svg.getAttribute('data-layout')).toBe('diagram');

    const start = node('start').querySelector('circle')!;
    expect([start.getAttribute('cx'), start.getAttribute('cy'), start.getAttribute('r')]).toEqual([
      '118',
      '118',
      '18',
    ]);
    expect(node('done').querySelector('circle')!.getAttribute('stroke-width')).toBe('4');
    const task = node('check').querySelector('rect')!;
    expect([task.getAttribute('x'), task.getAttribute('y'), task.getAttribute('rx')]).toEqual([
      '200',
      '78',
      '10',
    ]);
    const lines = [...node('check').querySelectorAll('tspan')].map((l) => l.textContent);
    expect(lines).toEqual(['Check the', 'change']);
    expect(node('check').querySelector('title')!.textContent).toBe('Check the change');
    expect(node('gate').querySelector('polygon')!.getAttribute('points')).toBe(
      '385,93 410,118 385,143 360,118',
    );
    expect(node('gate').textContent).toContain('Good?');
  });

  it('draws the flows along their waypoints, as arrows with their names', () => {
    render(<BpmnDiagram bpmn={WITH_DIAGRAM} title="Review" />);
    const back = flow('no').querySelector('polyline')!;
    expect(back.getAttribute('points')).toBe('385,143 385,200 250,200 250,158');
    expect(back.getAttribute('marker-end')).toMatch(/^url\(#.+\)$/);
    expect(flow('no').textContent).toBe('no');
    expect(flow('yes').textContent).toBe('yes');
    expect(flow('f1').querySelector('text')).toBeNull();
  });

  it('lays out a BPMN without diagram interchange left to right in flow order', () => {
    render(<BpmnDiagram bpmn={WITHOUT_DIAGRAM} title="Approval" />);
    expect(screen.getByTestId('bpmn-diagram').getAttribute('data-layout')).toBe('auto');
    const x = (id: string) => {
      const shape = node(id).querySelector('circle, rect, polygon')!;
      return Number(shape.getAttribute('cx') ?? shape.getAttribute('x') ?? NaN) || boxOf(id);
    };
    const order = ['submitted', 'approve', 'decided', 'publish', 'published'].map(x);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The straight path stays on one line; the rejection goes a row down.
    const layout = layOut(parseBpmn(WITHOUT_DIAGRAM));
    const y = (id: string) => {
      const b = layout.nodes.find((n) => n.id === id)!.bounds;
      return b.y + b.height / 2;
    };
    expect(y('approve')).toBe(y('submitted'));
    expect(y('published')).toBe(y('submitted'));
    expect(y('fix')).toBeGreaterThan(y('publish'));
    // The loop back to the approval is dashed, and goes over the top.
    expect(flow('again').querySelector('polyline')!.getAttribute('stroke-dasharray')).toBe('6 4');
    expect(layout.flows.find((f) => f.id === 'again')!.back).toBe(true);
    // A flow without a name is marked with its condition.
    expect(flow('back').textContent).toBe("decision == 'reject'");
    expect(flow('ok').textContent).toBe('approve');
  });

  it('says so when the text is not a BPMN process', () => {
    render(<BpmnDiagram bpmn="<not-closed" title="Broken" />);
    expect(screen.getByText(/cannot be drawn/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

function boxOf(id: string) {
  const polygon = node(id).querySelector('polygon');
  return Number(polygon!.getAttribute('points')!.split(',')[0]);
}

describe('the BPMN model', () => {
  it('knows whether the BPMN places every node itself', () => {
    expect(hasDiagram(parseBpmn(WITH_DIAGRAM))).toBe(true);
    expect(hasDiagram(parseBpmn(WITHOUT_DIAGRAM))).toBe(false);
    expect(parseBpmn(WITHOUT_DIAGRAM).processId).toBe('approval');
  });

  it('wraps a name into lines of a width', () => {
    expect(wrap('Send the draft back to its author', 12)).toEqual([
      'Send the',
      'draft back',
      'to its',
      'author',
    ]);
  });
});
