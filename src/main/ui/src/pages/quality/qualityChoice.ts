import type { SearchRequest } from '../../api/schemas';
import type { Severity } from './qualityResults';

/** The records with errors a steward asks for: any error, or of one severity, of one rule. */
export interface QualityChoice {
  severity: Severity | null;
  rule: string | null;
}

/** The search's facets counting the matches' errors by severity and by rule. */
export const SEVERITY_FACET = '$qualityErrors.severities';
export const RULE_FACET = '$qualityErrors.ruleNames';
export const QUALITY_FACETS = [SEVERITY_FACET, RULE_FACET];

const SEVERITIES: readonly Severity[] = ['RED', 'YELLOW', 'GREEN'];

/** The search body's `qualityErrors` of a choice: each list narrows only when given. */
export function qualityErrorsOf(
  choice: QualityChoice,
): NonNullable<SearchRequest['qualityErrors']> {
  return {
    severities: choice.severity ? [choice.severity] : null,
    ruleNames: choice.rule ? [choice.rule] : null,
  };
}

/**
 * The choice kept in the page's address: `dq=any` (any error) or `dq=RED` (a severity), with
 * `dqRule=<rule>`; none: no choice.
 */
export function qualityFromParams(params: URLSearchParams): QualityChoice | null {
  const dq = params.get('dq');
  const rule = params.get('dqRule') || null;
  if (dq === null && rule === null) return null;
  const severity = SEVERITIES.find((s) => s === dq) ?? null;
  return { severity, rule };
}

/** Writes the choice into the page's address (and takes out a former one). */
export function qualityToParams(choice: QualityChoice | null, params: URLSearchParams) {
  params.delete('dq');
  params.delete('dqRule');
  if (!choice) return;
  params.set('dq', choice.severity ?? 'any');
  if (choice.rule) params.set('dqRule', choice.rule);
}
