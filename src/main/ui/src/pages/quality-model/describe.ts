import type { TFunction } from 'i18next';
import type { QualityFunction, QualityModel } from './formModel';

type Rule = NonNullable<QualityModel['rules']>[number];
type Input = NonNullable<
  NonNullable<NonNullable<QualityModel['sets']>[number]['mappings']>[number]['inputs']
>[number];

/** What a rule does, in a sentence: what it raises and when it runs, or what it enriches. */
export function describeRule(rule: Rule, fn: QualityFunction | undefined, t: TFunction): string {
  const port = (name: string | null | undefined) =>
    fn?.outputs.find((p) => p.name === name)?.displayName ?? name ?? '—';
  const parts: string[] = [];
  if (rule.mode === 'ENRICH') {
    parts.push(t('qualityModel.enriches', { source: rule.enrichment?.sourceSystem ?? '—' }));
  } else {
    const v = rule.validation ?? {};
    const severity = v.severityPort
      ? t('qualityModel.fromPort', { port: port(v.severityPort) })
      : t(`qualityModel.severities.${v.severity ?? 'RED'}`);
    parts.push(t('qualityModel.raises', { port: port(v.raisePort), severity }));
    if (v.messagePort || v.messageText)
      parts.push(
        v.messagePort
          ? t('qualityModel.fromPort', { port: port(v.messagePort) })
          : `«${v.messageText}»`,
      );
  }
  const phase = rule.runCondition?.phase;
  if (phase) parts.push(t(`qualityModel.phases.${phase}`));
  const systems = rule.runCondition?.sourceSystems ?? [];
  if (systems.length) parts.push(t('qualityModel.onlyFrom', { systems: systems.join(', ') }));
  return parts.join('; ');
}

/** An input of a mapping in words: `port ← path` or `port = constant`, by the port's shown name. */
export function describeInput(input: Input, fn: QualityFunction | undefined, t: TFunction): string {
  const port = fn?.inputs.find((p) => p.name === input.portName)?.displayName ?? input.portName;
  if (input.path) return `${port} ← ${input.path}`;
  const value = input.constant;
  const shown =
    value === true ? t('qualityDraft.yes') : value === false ? t('qualityDraft.no') : String(value);
  return `${port} = ${shown}`;
}
