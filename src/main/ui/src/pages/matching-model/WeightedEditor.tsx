import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { messages } from '../../components/ProblemText';
import { DEFAULTS, attributeLabel } from './describe';
import { COMPARISON_TYPES, PARAMETERS, type ComparisonType } from './formModel';
import { problemsAt, type PlacedProblems } from './problemPaths';
import {
  at,
  newEvidence,
  newLevel,
  pathsOf,
  typesFor,
  withPaths,
  withType,
  type Weighted,
} from './weightedForm';
import { elseWeight, levelWeight, signed, type Evidence, type Level } from './weights';

interface Props {
  ruleKey: string;
  ruleName: string;
  weighted: Weighted;
  attributes: AttributeDef[];
  placed: PlacedProblems | null;
  onChange(weighted: Weighted): void;
}

/**
 * A weighted rule's own fields: the thresholds, the linkage, each attribute's evidence with its
 * levels (type, parameter, m, u, and the weight they make), and the blocking keys. A number is
 * sent as typed; the server's check says what does not fit, next to the field.
 */
export function WeightedEditor({
  ruleKey,
  ruleName,
  weighted,
  attributes,
  placed,
  onChange,
}: Props) {
  const { t, i18n } = useTranslation();
  const problems = (field: string) => problemsAt(placed, ruleKey, field);
  const evidence = weighted.evidence ?? [];
  const blocking = weighted.blocking ?? [];
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5}>
        {(['upperThreshold', 'lowerThreshold'] as const).map((field) => (
          <TextField
            key={field}
            size="small"
            type="number"
            label={t(`matchingDraft.${field}`)}
            value={weighted[field] ?? ''}
            onChange={(e) => onChange({ ...weighted, [field]: number(e.target.value) })}
            error={problems(field).length > 0}
            helperText={messages(problems(field)) ?? t(`matchingDraft.${field}Help`)}
            sx={{ width: 260 }}
          />
        ))}
        <TextField
          select
          size="small"
          label={t('matchingDraft.linkage')}
          value={weighted.linkage ?? 'WITHIN'}
          onChange={(e) =>
            onChange({ ...weighted, linkage: e.target.value as Weighted['linkage'] })
          }
          sx={{ width: 300 }}
        >
          {(['WITHIN', 'ACROSS_SOURCES'] as const).map((linkage) => (
            <MenuItem key={linkage} value={linkage}>
              {t(`matchingDraft.linkages.${linkage}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('matchingDraft.evidenceHelp')}
      </Typography>
      {evidence.map((item, i) => (
        <EvidenceEditor
          key={i}
          label={t('matchingDraft.evidenceOf', { number: i + 1, rule: ruleName })}
          item={item}
          attributes={attributes}
          problems={(field) => problems(`evidence[${i}]${field}`)}
          onChange={(next) => onChange({ ...weighted, evidence: at(evidence, i, next) })}
          onRemove={() => onChange({ ...weighted, evidence: at(evidence, i) })}
          language={i18n.language}
        />
      ))}
      <div>
        <Button
          size="small"
          onClick={() => onChange({ ...weighted, evidence: [...evidence, newEvidence('')] })}
        >
          {t('matchingDraft.addEvidence')}
        </Button>
      </div>
      <Typography variant="body2" color="text.secondary">
        {t('matchingDraft.blockingHelp')}
      </Typography>
      {blocking.map((key, k) => (
        <Stack
          key={k}
          direction="row"
          spacing={1}
          role="group"
          aria-label={t('matchingDraft.blockingKey', { number: k + 1, rule: ruleName })}
          sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          {key.comparisons.map((c, j) => (
            <Stack key={j} direction="row" spacing={1}>
              <TypeField
                value={c.type}
                types={typesFor(pathsOf(c), attributes, COMPARISON_TYPES)}
                problems={problems(`blocking[${k}].comparisons[${j}].type`)}
                onChange={(type) =>
                  onChange({
                    ...weighted,
                    blocking: at(blocking, k, {
                      comparisons: at(key.comparisons, j, withType(c, type)),
                    }),
                  })
                }
              />
              <AttributesField
                paths={pathsOf(c)}
                attributes={attributes}
                problems={problems(`blocking[${k}].comparisons[${j}]`)}
                onChange={(paths) =>
                  onChange({
                    ...weighted,
                    blocking: at(blocking, k, {
                      comparisons: at(key.comparisons, j, withPaths(c, paths)),
                    }),
                  })
                }
              />
            </Stack>
          ))}
          <Button
            size="small"
            color="error"
            aria-label={t('matchingDraft.removeBlockingKey', { number: k + 1 })}
            onClick={() => onChange({ ...weighted, blocking: at(blocking, k) })}
          >
            ✕
          </Button>
        </Stack>
      ))}
      <div>
        <Button
          size="small"
          onClick={() =>
            onChange({
              ...weighted,
              blocking: [...blocking, { comparisons: [{ attribute: null, type: 'EXACT' }] }],
            })
          }
        >
          {t('matchingDraft.addBlockingKey')}
        </Button>
        {messages(problems('blocking')) && (
          <Typography color="error" variant="body2">
            {messages(problems('blocking'))}
          </Typography>
        )}
      </div>
    </Stack>
  );
}

function EvidenceEditor({
  label,
  item,
  attributes,
  problems,
  onChange,
  onRemove,
  language,
}: {
  label: string;
  item: Evidence;
  attributes: AttributeDef[];
  problems(field: string): ReturnType<typeof problemsAt>;
  onChange(item: Evidence): void;
  onRemove(): void;
  language: string;
}) {
  const { t } = useTranslation();
  const paths = pathsOf(item);
  const types = typesFor(paths, attributes, COMPARISON_TYPES);
  const own = [...problems(''), ...problems('.levels')];
  return (
    <Box role="group" aria-label={label} sx={{ pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AttributesField
          paths={paths}
          attributes={attributes}
          problems={problems('')}
          onChange={(next) => onChange(withPaths(item, next))}
        />
        <Typography variant="body2" color="text.secondary">
          {t('matchingDraft.otherwise', { weight: signed(elseWeight(item), language) })}
        </Typography>
        <Button
          size="small"
          color="error"
          onClick={onRemove}
          aria-label={t('matchingDraft.removeEvidence', { name: label })}
        >
          ✕
        </Button>
      </Stack>
      {messages(own) && (
        <Typography color="error" variant="body2">
          {messages(own)}
        </Typography>
      )}
      {item.levels.map((level, j) => (
        <LevelEditor
          key={j}
          level={level}
          types={types}
          problems={(field) => problems(`.levels[${j}]${field}`)}
          onChange={(next) => onChange({ ...item, levels: at(item.levels, j, next) })}
          onRemove={() => onChange({ ...item, levels: at(item.levels, j) })}
          language={language}
        />
      ))}
      <Button
        size="small"
        onClick={() =>
          onChange({
            ...item,
            levels: [...item.levels, { ...newLevel(types[0] ?? 'EXACT'), m: 0.05, u: 0.02 }],
          })
        }
      >
        {t('matchingDraft.addLevel')}
      </Button>
    </Box>
  );
}

function LevelEditor({
  level,
  types,
  problems,
  onChange,
  onRemove,
  language,
}: {
  level: Level;
  types: ComparisonType[];
  problems(field: string): ReturnType<typeof problemsAt>;
  onChange(level: Level): void;
  onRemove(): void;
  language: string;
}) {
  const { t } = useTranslation();
  const parameter = PARAMETERS[level.type];
  const weight = level.m > 0 && level.u > 0 ? signed(levelWeight(level), language) : '—';
  const field = (name: 'm' | 'u') => (
    <TextField
      size="small"
      type="number"
      label={t(`matchingDraft.${name}`)}
      value={Number.isNaN(level[name]) ? '' : level[name]}
      onChange={(e) => onChange({ ...level, [name]: Number(e.target.value) })}
      slotProps={{ htmlInput: { step: 'any' } }}
      error={problems(`.${name}`).length > 0}
      helperText={messages(problems(`.${name}`))}
      sx={{ width: 130 }}
    />
  );
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }} data-testid="level">
      <TypeField
        value={level.type}
        types={types}
        problems={[...problems(''), ...problems('.type')]}
        onChange={(type) => onChange(withType(level, type))}
      />
      {parameter && (
        <TextField
          size="small"
          type="number"
          label={t(`matchingDraft.parameters.${parameter.name}`)}
          value={level[parameter.name] ?? ''}
          onChange={(e) =>
            onChange({
              ...level,
              [parameter.name]: e.target.value.trim() === '' ? null : Number(e.target.value),
            })
          }
          slotProps={{
            htmlInput: { step: parameter.whole ? 1 : 'any', placeholder: defaultOf(level.type) },
            inputLabel: { shrink: true },
          }}
          error={problems(`.${parameter.name}`).length > 0}
          helperText={messages(problems(`.${parameter.name}`))}
          sx={{ width: 160 }}
        />
      )}
      {field('m')}
      {field('u')}
      <Typography variant="body2" sx={{ pt: 1, minWidth: 90 }} data-testid="level-weight">
        {t('matchingDraft.weight', { weight })}
      </Typography>
      <Button
        size="small"
        color="error"
        onClick={onRemove}
        aria-label={t('matchingDraft.removeLevel')}
      >
        ✕
      </Button>
    </Stack>
  );
}

/** The value the server takes when a level's parameter is not given, as a placeholder. */
function defaultOf(type: ComparisonType): string | undefined {
  const value = DEFAULTS[type];
  return value === undefined ? undefined : String(value);
}

function TypeField({
  value,
  types,
  problems,
  onChange,
}: {
  value: ComparisonType;
  types: ComparisonType[];
  problems: ReturnType<typeof problemsAt>;
  onChange(type: ComparisonType): void;
}) {
  const { t } = useTranslation();
  const offered = types.includes(value) ? types : [value, ...types];
  return (
    <TextField
      select
      size="small"
      label={t('matchingDraft.type')}
      value={value}
      onChange={(e) => onChange(e.target.value as ComparisonType)}
      error={problems.length > 0}
      helperText={messages(problems)}
      sx={{ width: 200, flexShrink: 0 }}
    >
      {offered.map((type) => (
        <MenuItem key={type} value={type}>
          {t(`matchingModels.types.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function AttributesField({
  paths,
  attributes,
  problems,
  onChange,
}: {
  paths: string[];
  attributes: AttributeDef[];
  problems: ReturnType<typeof problemsAt>;
  onChange(paths: string[]): void;
}) {
  const { t } = useTranslation();
  const offered = [
    ...attributes.map((a) => a.name!),
    ...paths.filter((p) => !attributes.some((a) => a.name === p)),
  ];
  return (
    <TextField
      select
      size="small"
      label={t('matchingDraft.attributes')}
      value={paths}
      onChange={(e) => onChange(([] as string[]).concat(e.target.value as string | string[]))}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (value) =>
            (value as string[]).map((p) => attributeLabel(p, attributes)).join(' + '),
        },
      }}
      error={problems.length > 0}
      helperText={messages(problems)}
      sx={{ minWidth: 220 }}
    >
      {offered.map((name) => (
        <MenuItem key={name} value={name}>
          {attributeLabel(name, attributes)}
        </MenuItem>
      ))}
    </TextField>
  );
}
