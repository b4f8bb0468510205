import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ElementBox } from '../../components/ElementBox';
import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { ComparisonEditor } from './ComparisonEditor';
import {
  ACTIONS,
  newComparison,
  replaced,
  without,
  type MatchAction,
  type RuleForm,
} from './formModel';
import { problemsAt, type PlacedProblems } from './problemPaths';
import { NameFields } from './NameFields';
import { WeightedEditor } from './WeightedEditor';
import { newWeighted } from './weightedForm';
import { WeightTools } from './WeightTools';
import { ElementProblems, messages } from '../../components/ProblemText';

interface Props {
  setName: string;
  rule: RuleForm;
  attributes: AttributeDef[];
  placed: PlacedProblems | null;
  onChange(rule: RuleForm): void;
  onRemove(): void;
}

/** A rule of a set: its names, what it does when it holds, and its comparisons (all must hold). */
export function RuleEditor({ setName, rule, attributes, placed, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const at = (field: string) => problemsAt(placed, rule.key, field);
  const title = t('matchingModels.rule', { name: rule.name });
  return (
    <ElementBox
      title={title}
      remove={t('matchingDraft.removeRule', { name: rule.name })}
      onRemove={onRemove}
      data-testid="rule"
    >
      <Stack direction="row" spacing={1.5} sx={{ mb: 2 }}>
        <NameFields
          element={rule}
          nameLabel={t('matchingDraft.ruleName')}
          at={at}
          onChange={onChange}
        />
        <TextField
          select
          size="small"
          label={t('matchingDraft.ruleType')}
          value={rule.weighted ? 'WEIGHTED' : 'ALL'}
          onChange={(e) =>
            onChange(
              e.target.value === 'WEIGHTED'
                ? {
                    ...rule,
                    weighted: {
                      name: rule.name,
                      action: rule.action,
                      ...newWeighted(attributes),
                    },
                  }
                : {
                    ...rule,
                    weighted: null,
                    comparisons: rule.comparisons.length ? rule.comparisons : [newComparison()],
                  },
            )
          }
          error={at('type').length > 0}
          helperText={messages(at('type'))}
          sx={{ width: 240 }}
        >
          {(['ALL', 'WEIGHTED'] as const).map((type) => (
            <MenuItem key={type} value={type}>
              {t(`matchingDraft.ruleTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('matchingDraft.action')}
          value={rule.action}
          onChange={(e) => onChange({ ...rule, action: e.target.value as MatchAction })}
          error={at('action').length > 0}
          helperText={messages(at('action'))}
          sx={{ width: 220 }}
        >
          {ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {t(`matchingModels.actionNames.${action}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {rule.weighted ? (
        <>
          <WeightedEditor
            ruleKey={rule.key}
            ruleName={rule.name}
            weighted={rule.weighted}
            attributes={attributes}
            placed={placed}
            onChange={(weighted) =>
              onChange({ ...rule, weighted: { ...rule.weighted!, ...weighted } })
            }
          />
          <WeightTools setName={setName} rule={rule} attributes={attributes} onChange={onChange} />
          <ElementProblems problems={at('')} />
        </>
      ) : (
        <ComparisonsPart rule={rule} attributes={attributes} placed={placed} onChange={onChange} />
      )}
    </ElementBox>
  );
}

/** The comparisons of a rule whose comparisons must all hold. */
function ComparisonsPart({
  rule,
  attributes,
  placed,
  onChange,
}: Omit<Props, 'onRemove' | 'setName'>) {
  const { t } = useTranslation();
  const at = (field: string) => problemsAt(placed, rule.key, field);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('matchingDraft.comparisons')}
      </Typography>
      <Stack spacing={1.5}>
        {rule.comparisons.map((comparison, i) => (
          <ComparisonEditor
            key={comparison.key}
            comparison={comparison}
            number={i + 1}
            ruleName={rule.name}
            attributes={attributes}
            placed={placed}
            onChange={(c) => onChange({ ...rule, comparisons: replaced(rule.comparisons, c) })}
            onRemove={() =>
              onChange({ ...rule, comparisons: without(rule.comparisons, comparison.key) })
            }
          />
        ))}
      </Stack>
      <ElementProblems problems={[...at(''), ...at('comparisons')]} />
      <Button
        size="small"
        sx={{ mt: 1 }}
        onClick={() => onChange({ ...rule, comparisons: [...rule.comparisons, newComparison()] })}
      >
        {t('matchingDraft.addComparison')}
      </Button>
    </>
  );
}
