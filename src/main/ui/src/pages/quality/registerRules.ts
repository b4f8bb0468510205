import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';

/** The rules the published quality model runs on a register, for stewards; none: no rules. */
export function useRegisterRules(entityName: string | undefined) {
  return useQuery({
    queryKey: ['dq-rules', entityName],
    enabled: entityName !== undefined,
    queryFn: async () =>
      unwrap(
        await api.dq.GET('/api/v2/dq/rules/{entityName}', {
          params: { path: { entityName: entityName! } },
        }),
      ).rules ?? [],
  });
}

/** Each rule's shown name by its name (a rule in several sets is one rule to a steward). */
export function ruleNamesOf(
  rules: { ruleName?: string | null; ruleDisplayName?: string | null }[] | undefined,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const rule of rules ?? []) {
    if (rule.ruleName && !names.has(rule.ruleName)) {
      names.set(rule.ruleName, rule.ruleDisplayName || rule.ruleName);
    }
  }
  return names;
}
