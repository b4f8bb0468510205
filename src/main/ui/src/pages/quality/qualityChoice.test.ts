import { describe, expect, it } from 'vitest';
import { qualityErrorsOf, qualityFromParams, qualityToParams } from './qualityChoice';

describe('quality choice', () => {
  it('is none without the address parameters', () => {
    expect(qualityFromParams(new URLSearchParams('text=x'))).toBeNull();
  });

  it('round-trips through the address', () => {
    for (const choice of [
      { severity: null, rule: null },
      { severity: 'RED' as const, rule: null },
      { severity: 'YELLOW' as const, rule: 'phoneShape' },
      { severity: null, rule: 'nameGiven' },
    ]) {
      const params = new URLSearchParams('text=x&dq=GREEN');
      qualityToParams(choice, params);
      expect(qualityFromParams(params)).toEqual(choice);
      expect(params.get('text')).toBe('x');
    }
    const cleared = new URLSearchParams('dq=RED&dqRule=r');
    qualityToParams(null, cleared);
    expect(cleared.toString()).toBe('');
  });

  it('asks the search only for what was chosen', () => {
    expect(qualityErrorsOf({ severity: null, rule: null })).toEqual({
      severities: null,
      ruleNames: null,
    });
    expect(qualityErrorsOf({ severity: 'RED', rule: 'r' })).toEqual({
      severities: ['RED'],
      ruleNames: ['r'],
    });
  });
});
