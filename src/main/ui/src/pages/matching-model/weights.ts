import type { MatchRule } from './formModel';

export type Evidence = NonNullable<MatchRule['evidence']>[number];
export type Level = Evidence['levels'][number];

/** How many bits of evidence a level gives: log2(m / u) (the server's formula). */
export function levelWeight(level: Pick<Level, 'm' | 'u'>): number {
  return Math.log2(level.m / level.u);
}

/** The weight of a pair that reaches none of the evidence's levels. */
export function elseWeight(evidence: Evidence): number {
  const m = 1 - evidence.levels.reduce((sum, l) => sum + l.m, 0);
  const u = 1 - evidence.levels.reduce((sum, l) => sum + l.u, 0);
  return Math.log2(m / u);
}

/** A weight as the screen shows it: signed, two decimals. */
export function signed(weight: number, language: string): string {
  return new Intl.NumberFormat(language, {
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
    signDisplay: 'always',
  }).format(weight);
}
