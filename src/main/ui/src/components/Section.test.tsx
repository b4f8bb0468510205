import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

describe('the section', () => {
  it('is a region named by its level-2 heading, with the help line and the content under it', () => {
    render(
      <Section id="fruit-title" title="Fruit" help="What grows here." data-testid="fruit">
        <p>Apples</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Fruit' });
    expect(region.tagName).toBe('SECTION');
    expect(region.getAttribute('data-testid')).toBe('fruit');
    const heading = screen.getByRole('heading', { level: 2, name: 'Fruit' });
    expect(heading.id).toBe('fruit-title');
    expect(region.textContent).toBe('FruitWhat grows here.Apples');
  });

  it('leaves the help line out when it has none', () => {
    render(<Section id="bare" title="Bare" />);
    expect(screen.getByRole('region', { name: 'Bare' }).children).toHaveLength(1);
  });
});
