import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { attributeLabel } from './describe';
import {
  ACCEPTS,
  COMPARISON_TYPES,
  PARAMETERS,
  joins,
  type ComparisonForm,
  type ComparisonType,
} from './formModel';
import { problemsAt, type PlacedProblems } from './problemPaths';
import { ElementProblems, messages } from '../../components/ProblemText';

interface Props {
  comparison: ComparisonForm;
  /** Its place in the rule, from 1, and the rule's name: the names of its inputs say them. */
  number: number;
  ruleName: string;
  attributes: AttributeDef[];
  placed: PlacedProblems | null;
  onChange(comparison: ComparisonForm): void;
  onRemove(): void;
}

/** One comparison of a rule: its type, the attributes it compares and the parameter it takes. */
export function ComparisonEditor(props: Props) {
  const { comparison, number, ruleName, attributes, placed, onChange, onRemove } = props;
  const { t } = useTranslation();
  const key = comparison.key;
  const parameter = PARAMETERS[comparison.type];
  const several = joins(comparison.type);
  // The attributes the type compares, and any chosen already (a type changed since, a nested path).
  const offered = [
    ...attributes.filter((a) => ACCEPTS[comparison.type].includes(a.type ?? 'String')),
    ...comparison.attributes
      .filter(
        (path) =>
          !attributes.some(
            (a) => a.name === path && ACCEPTS[comparison.type].includes(a.type ?? 'String'),
          ),
      )
      .map((path) => ({ name: path }) as AttributeDef),
  ];
  const attributeProblems = [
    ...problemsAt(placed, key, 'attribute'),
    ...problemsAt(placed, key, 'attributes'),
  ];
  const parameterProblems = parameter ? problemsAt(placed, key, parameter.name) : [];
  const otherParameters = (['threshold', 'distance', 'days', 'delta'] as const)
    .filter((name) => name !== parameter?.name)
    .flatMap((name) => problemsAt(placed, key, name));

  function changeType(type: ComparisonType) {
    // A type comparing one attribute keeps the first; a parameter of another type means nothing.
    const kept = joins(type) ? comparison.attributes : comparison.attributes.slice(0, 1);
    const sameParameter = PARAMETERS[type]?.name === parameter?.name;
    onChange({
      ...comparison,
      type,
      attributes: kept,
      parameter: sameParameter ? comparison.parameter : '',
    });
  }

  return (
    <Box
      role="group"
      aria-label={t('matchingDraft.comparison', { number, rule: ruleName })}
      data-testid="comparison"
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('matchingDraft.type')}
          value={comparison.type}
          onChange={(e) => changeType(e.target.value as ComparisonType)}
          error={problemsAt(placed, key, 'type').length > 0}
          helperText={messages(problemsAt(placed, key, 'type'))}
          sx={{ width: 190, flexShrink: 0 }}
        >
          {COMPARISON_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`matchingModels.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('matchingDraft.attributes')}
          value={several ? comparison.attributes : (comparison.attributes[0] ?? '')}
          onChange={(e) => {
            const value = e.target.value as string | string[];
            onChange({ ...comparison, attributes: Array.isArray(value) ? value : [value] });
          }}
          slotProps={{
            select: {
              multiple: several,
              renderValue: (value) =>
                ([] as string[])
                  .concat(value as string | string[])
                  .map((path) => attributeLabel(path, attributes))
                  .join(' + '),
            },
          }}
          error={attributeProblems.length > 0}
          helperText={
            messages(attributeProblems) ?? (several ? t('matchingDraft.attributesHelp') : undefined)
          }
          sx={{ flex: 1, minWidth: 200 }}
        >
          {offered.map((a) => (
            <MenuItem key={a.name} value={a.name!}>
              {attributeLabel(a.name!, attributes)}
            </MenuItem>
          ))}
        </TextField>
        {parameter && (
          <TextField
            size="small"
            type="number"
            label={t(`matchingDraft.parameters.${parameter.name}`)}
            value={comparison.parameter}
            onChange={(e) => onChange({ ...comparison, parameter: e.target.value })}
            slotProps={{ htmlInput: { step: parameter.whole ? 1 : 'any' } }}
            error={parameterProblems.length > 0}
            helperText={
              messages(parameterProblems) ?? t(`matchingDraft.parameterHelp.${parameter.name}`)
            }
            sx={{ width: 220, flexShrink: 0 }}
          />
        )}
        <Button
          size="small"
          color="error"
          onClick={onRemove}
          aria-label={t('matchingDraft.removeComparison', { number, rule: ruleName })}
          sx={{ mt: 0.5, flexShrink: 0 }}
        >
          ✕
        </Button>
      </Stack>
      <ElementProblems problems={[...problemsAt(placed, key), ...otherParameters]} />
    </Box>
  );
}
