import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/generated/data';

export type SetResult = components['schemas']['SetResult'];
export type Severity = NonNullable<components['schemas']['RuleError']['severity']>;

/** One error a rule raised on a record's golden values, with where it points. */
export interface QualityError {
  setName: string;
  setDisplayName: string;
  ruleName: string;
  ruleDisplayName: string;
  message: string;
  severity: Severity;
  category: string | null;
  score: number;
  /** The element paths the rule read (`phones[1]`, `address.city`). */
  spots: string[];
  /** The top-level attributes of the spots, in their order, once each. */
  attributes: string[];
}

/** What the rules said of a version: how many ran and passed, and the errors they raised. */
export interface QualitySummary {
  /** Rule executions that ran (not skipped by their run conditions). */
  ran: number;
  passed: number;
  errors: QualityError[];
}

const RANK: Record<Severity, number> = { RED: 0, YELLOW: 1, GREEN: 2 };

/** The top-level attribute an element path is in: `address.city` and `phones[1]` → the first. */
export function attributeOf(spot: string): string {
  return spot.split(/[.[]/, 1)[0]!;
}

/** The results flattened: every error with its rule and set, the gravest first. */
export function summarize(results: SetResult[] | null | undefined): QualitySummary {
  let ran = 0;
  let passed = 0;
  const errors: QualityError[] = [];
  for (const set of results ?? []) {
    for (const rule of set.rules ?? []) {
      for (const execution of rule.executions ?? []) {
        if (execution.skipped) continue;
        ran++;
        if (execution.valid) passed++;
        const spots = execution.spots ?? [];
        const attributes = [...new Set(spots.map(attributeOf))];
        for (const error of execution.errors ?? []) {
          errors.push({
            setName: set.setName ?? '',
            setDisplayName: set.setDisplayName || set.setName || '',
            ruleName: rule.ruleName ?? '',
            ruleDisplayName: rule.ruleDisplayName || rule.ruleName || '',
            message: error.message || error.functionDisplayName || rule.ruleDisplayName || '',
            severity: error.severity ?? 'RED',
            category: error.category,
            score: error.score,
            spots,
            attributes,
          });
        }
      }
    }
  }
  errors.sort((a, b) => RANK[a.severity] - RANK[b.severity] || b.score - a.score);
  return { ran, passed, errors };
}

/** The errors of each top-level attribute, the gravest first. */
export function errorsByAttribute(errors: QualityError[]): Map<string, QualityError[]> {
  const by = new Map<string, QualityError[]>();
  for (const error of errors) {
    for (const attribute of error.attributes) {
      by.set(attribute, [...(by.get(attribute) ?? []), error]);
    }
  }
  return by;
}

/**
 * The stored quality results of a record's version in force at a moment (now when null), as the
 * atomic read gives them; under 'record', so every refresh of the record refreshes them too.
 */
export function useQualityResults(
  entityName: string,
  etalonId: string | undefined,
  at: string | null,
) {
  return useQuery({
    queryKey: ['record', 'quality', etalonId, at],
    enabled: etalonId !== undefined,
    queryFn: async () => {
      const answer = unwrap(
        await api.data.POST('/api/v2/data/atomic/get', {
          body: {
            payload: {
              'org.platform.mdm.rest.v2.data': {
                entityName,
                etalonId: etalonId!,
                includeInactive: true,
                ...(at ? { timelineDate: at } : {}),
              },
            },
          },
        }),
      );
      return summarize(answer.payload['org.platform.mdm.rest.v2.dq.data']?.results);
    },
  });
}
