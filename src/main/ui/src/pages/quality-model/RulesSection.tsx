import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section';
import { newRule, replaced, without, type QualityFunction, type RuleForm } from './formModel';
import type { PlacedProblems } from './problemPaths';
import { RuleEditor } from './RuleEditor';

interface Props {
  rules: RuleForm[];
  functions: QualityFunction[];
  sourceSystems: string[];
  placed: PlacedProblems | null;
  onChange(rules: RuleForm[]): void;
}

/** The model's rules, each a function call and what to do with its answer. */
export function RulesSection({ rules, functions, sourceSystems, placed, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Section
      id="dq-rules"
      title={t('qualityModel.rules')}
      help={t('qualityDraft.rulesHelp')}
      helpGap={2}
    >
      <Stack spacing={2}>
        {rules.length === 0 && <Typography>{t('qualityDraft.noRules')}</Typography>}
        {rules.map((rule) => (
          <RuleEditor
            key={rule.key}
            rule={rule}
            functions={functions}
            sourceSystems={sourceSystems}
            placed={placed}
            onChange={(r) => onChange(replaced(rules, r))}
            onRemove={() => onChange(without(rules, rule.key))}
          />
        ))}
      </Stack>
      <Button
        sx={{ mt: 1 }}
        onClick={() => onChange([...rules, newRule(rules.map((r) => r.name))])}
      >
        {t('qualityDraft.addRule')}
      </Button>
    </Section>
  );
}
