import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttributeCard } from './AttributeCard';
import type { AttributeProfile } from './profilesApi';

function city(change: Partial<AttributeProfile> = {}): AttributeProfile {
  return {
    name: 'city',
    displayName: 'City',
    type: 'String',
    array: false,
    recordCount: 2000,
    filledCount: 1500,
    filledShare: 0.75,
    valueCount: 1500,
    distinctCount: 3,
    distinctExact: true,
    min: null,
    max: null,
    mean: null,
    lengthMin: 4,
    lengthMax: 6,
    lengthMean: 5.25,
    topValues: [
      { value: 'Moscow', count: 900 },
      { value: 'Kazan', count: 500 },
      { value: 'Omsk', count: 100 },
    ],
    topValuesExact: true,
    patterns: [
      { pattern: 'Aaaaaa', count: 900 },
      { pattern: 'Aaaaa', count: 500 },
    ],
    patternsExact: true,
    histogramAxis: 'LENGTH',
    histogram: [
      { from: 4, to: 5, fromLabel: '4', toLabel: '5', count: 100 },
      { from: 5, to: 6, fromLabel: '5', toLabel: '6', count: 1400 },
    ],
    confidential: false,
    ...change,
  };
}

describe('an attribute’s profile', () => {
  it('tells how full it is, its values and shapes, and how the run compared with differed', () => {
    render(
      <AttributeCard
        attribute={city()}
        before={city({
          filledShare: 0.5,
          filledCount: 1000,
          topValues: [{ value: 'Moscow', count: 700 }],
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'City (city)' });
    expect(card.textContent).toContain('75% (1,500 of 2,000)');
    expect(card.textContent).toContain('was 50%');
    const top = within(card).getByRole('list', { name: 'Most frequent values' });
    const items = within(top).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Moscow900 was 700',
      'Kazan500 was 0',
      'Omsk100 was 0',
    ]);
    expect(within(card).getByRole('img').getAttribute('aria-label')).toBe(
      'Distribution of lengths: 2 buckets from 4 to 6; the fullest, 5 – 6, holds 1,400',
    );
    expect(card.textContent).toContain('4–6 characters, 5.3 on average');
  });

  it('shows a mean of numbers to two decimals', () => {
    render(
      <AttributeCard
        attribute={city({ type: 'Integer', mean: '26.16666666666667', min: '10', max: '49' })}
      />,
    );
    const card = screen.getByRole('region', { name: 'City (city)' });
    expect(card.textContent).toContain('Mean26.17');
  });

  it('marks an estimated distinct count and leaves out what a type has not', () => {
    render(
      <AttributeCard
        attribute={city({
          distinctExact: false,
          distinctCount: 120000,
          patterns: [],
          histogramAxis: null,
          histogram: [],
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'City (city)' });
    expect(card.textContent).toContain('≈ 120,000');
    expect(within(card).queryByRole('list', { name: /Shapes/ })).toBeNull();
    expect(within(card).queryByRole('img')).toBeNull();
    expect(card.textContent).not.toContain('was');
  });

  it('says a confidential attribute’s values are not kept, and shows its shapes', () => {
    render(
      <AttributeCard
        attribute={city({ name: 'phone', displayName: 'Phone', confidential: true, topValues: [] })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Phone (phone)' });
    expect(within(card).getByText('confidential')).toBeTruthy();
    expect(card.textContent).toContain('the profile keeps none of its values');
    expect(within(card).queryByRole('list', { name: 'Most frequent values' })).toBeNull();
    expect(within(card).getByRole('list', { name: /Shapes/ })).toBeTruthy();
  });
});
