import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { Section } from '../../components/Section';
import { label, type Entity } from '../../model/useModel';
import { CompositesView } from './CompositesView';
import { describeInput, describeRule } from './describe';
import type { QualityFunction, QualityModel, RuleSet } from './formModel';

interface Props {
  model: QualityModel;
  functions: QualityFunction[];
  entities: Entity[];
}

/** A published quality model in words: its rules, its sets' mappings and its assignments. */
export function ModelView({ model, functions, entities }: Props) {
  const { t } = useTranslation();
  const functionOf = (name: string | null | undefined) => functions.find((f) => f.name === name);
  const fnLabel = (name: string | null | undefined) => functionOf(name)?.displayName ?? name ?? '—';
  const entityLabel = (name: string | null | undefined) => {
    const entity = entities.find((e) => e.name === name);
    return entity ? label(entity) : (name ?? '—');
  };
  const rules = model.rules ?? [];
  return (
    <Stack spacing={2} data-testid="published-model">
      <Section id="dq-published-rules" title={t('qualityModel.rules')} titleGap={1}>
        <DataTable
          aria-labelledby="dq-published-rules"
          rows={rules}
          rowKey={(r) => r.name ?? ''}
          empty={t('qualityModel.noRules')}
          columns={[
            { header: t('qualityModel.ruleColumn'), cell: (r) => label(r) },
            { header: t('qualityDraft.function'), cell: (r) => fnLabel(r.functionName) },
            {
              header: t('qualityModel.what'),
              cell: (r) => describeRule(r, functionOf(r.functionName), t),
            },
          ]}
        />
      </Section>
      <Section id="dq-published-sets" title={t('qualityModel.sets')} titleGap={1}>
        {(model.sets ?? []).length === 0 && <Typography>{t('qualityModel.noSets')}</Typography>}
        {(model.sets ?? []).map((set) => (
          <SetView key={set.name} set={set} rules={rules} functions={functions} />
        ))}
      </Section>
      <Section id="dq-published-assignments" title={t('qualityModel.assignments')} titleGap={1}>
        <DataTable
          aria-labelledby="dq-published-assignments"
          rows={model.assignments ?? []}
          rowKey={(a) => a.entityName ?? ''}
          empty={t('qualityModel.noAssignments')}
          columns={[
            { header: t('qualityDraft.entity'), cell: (a) => entityLabel(a.entityName) },
            { header: t('qualityDraft.assignedSets'), cell: (a) => (a.setNames ?? []).join(', ') },
          ]}
        />
      </Section>
      <CompositesView functions={model.functions ?? []} />
    </Stack>
  );
}

function SetView({
  set,
  rules,
  functions,
}: {
  set: RuleSet;
  rules: NonNullable<QualityModel['rules']>;
  functions: QualityFunction[];
}) {
  const { t } = useTranslation();
  const id = `dq-set-${set.name}`;
  return (
    <Stack component="section" aria-labelledby={id} data-testid="published-set" sx={{ mt: 1.5 }}>
      <Typography variant="subtitle1" component="h3" id={id} sx={{ fontWeight: 600 }}>
        {t('qualityModel.set', { name: label(set) })}
      </Typography>
      {set.description && <Typography variant="body2">{set.description}</Typography>}
      {(set.mappings ?? []).map((m, i) => {
        const rule = rules.find((r) => r.name === m.ruleName);
        const fn = functions.find((f) => f.name === rule?.functionName);
        return (
          <Typography key={i} variant="body2">
            {t('qualityModel.mappingLine', {
              rule: rule ? label(rule) : m.ruleName,
              inputs:
                (m.inputs ?? []).map((input) => describeInput(input, fn, t)).join('; ') || '—',
            })}
          </Typography>
        );
      })}
    </Stack>
  );
}
