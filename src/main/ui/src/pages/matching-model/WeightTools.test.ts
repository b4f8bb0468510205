import { describe, expect, it } from 'vitest';
import { split } from './WeightTools';

describe('the threshold preview', () => {
  const scores = [
    { from: -20, pairs: 500 },
    { from: 3, pairs: 40 },
    { from: 8, pairs: 12 },
    { from: 15, pairs: 90 },
  ];

  it('counts the pairs each pair of thresholds would merge, put up for review and drop', () => {
    expect(split(scores, 5, 12)).toEqual({ merge: 90, review: 12, drop: 540 });
    expect(split(scores, 3, 8)).toEqual({ merge: 102, review: 40, drop: 500 });
  });

  it('counts a pair scoring exactly a threshold above it, as the server decides', () => {
    expect(split(scores, 8, 15)).toEqual({ merge: 90, review: 12, drop: 540 });
    expect(split(scores, 15, 15)).toEqual({ merge: 90, review: 0, drop: 552 });
  });
});
