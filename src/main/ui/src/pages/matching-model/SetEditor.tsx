import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { newRule, replaced, without, type SetForm } from './formModel';
import { problemsAt, type PlacedProblems } from './problemPaths';
import { NameFields } from './NameFields';
import { ElementProblems } from '../../components/ProblemText';
import { RuleEditor } from './RuleEditor';

interface Props {
  set: SetForm;
  attributes: AttributeDef[];
  placed: PlacedProblems | null;
  onChange(set: SetForm): void;
  onRemove(): void;
}

/** A set of rules: a pair matches by the set when any of its rules holds. */
export function SetEditor({ set, attributes, placed, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const at = (field: string) => problemsAt(placed, set.key, field);
  const title = t('matchingModels.set', { name: set.name });
  return (
    <Paper component="section" aria-label={title} data-testid="set" sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Button color="error" onClick={onRemove}>
          {t('matchingDraft.removeSet', { name: set.name })}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2 }}>
        <NameFields
          element={set}
          nameLabel={t('matchingDraft.setName')}
          at={at}
          onChange={onChange}
        />
      </Stack>
      <Stack spacing={2}>
        {set.rules.map((rule) => (
          <RuleEditor
            key={rule.key}
            setName={set.name}
            rule={rule}
            attributes={attributes}
            placed={placed}
            onChange={(r) => onChange({ ...set, rules: replaced(set.rules, r) })}
            onRemove={() => onChange({ ...set, rules: without(set.rules, rule.key) })}
          />
        ))}
      </Stack>
      <ElementProblems problems={[...at(''), ...at('rules')]} />
      <Button
        sx={{ mt: 1 }}
        onClick={() =>
          onChange({ ...set, rules: [...set.rules, newRule(set.rules.map((r) => r.name))] })
        }
      >
        {t('matchingDraft.addRule')}
      </Button>
    </Paper>
  );
}
