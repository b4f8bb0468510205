import { Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeDef, DataModel } from '../../api/schemas';
import { ATTRIBUTE_TYPES, blankToNull, namesOf, targetOf, withType } from './elements';

const CODE_TYPES = ['String', 'Integer'];
import { messagesAt, type PlacedProblem } from './modelPath';
import { TargetPicker } from './TargetPicker';
import { ConfidentialFields, isConfidentialProblem } from './ConfidentialFields';

interface Props {
  attribute: AttributeDef;
  onChange: (next: AttributeDef) => void;
  /** The problems of this attribute (its part of the element). */
  problems: PlacedProblem[];
  model: DataModel;
  /** A group's title, "Attribute 2" or "Code attribute": names the inputs for a screen reader. */
  title: string;
  onRemove?: () => void;
  /**
   * A reference set's code attribute: String or Integer, never an array, always required
   * (whatever its flag says), so it offers neither flag.
   */
  code?: boolean;
}

/** The inputs of one attribute: name, type with its target, flags, default and source weights. */
export function AttributeFields(props: Props) {
  const { attribute, onChange, problems, model, title, onRemove, code = false } = props;
  const { t } = useTranslation();
  const target = targetOf(attribute.type);
  const set = (change: Partial<AttributeDef>) => onChange({ ...attribute, ...change });
  const at = (field: string) => messagesAt(problems, field);
  const sources = namesOf(model, 'sourceSystems');
  const weights = attribute.sourceWeights ?? {};
  // Problems of no input shown here (a weight of a source the model lacks) still belong here.
  const shown = new Set(['name', 'type', 'defaultValue', 'array', target?.field ?? '']);
  sources.forEach((source) => shown.add(`sourceWeights[${source}]`));
  const elsewhere = problems.filter(
    (p) => !shown.has(p.place?.field ?? '') && (code || !isConfidentialProblem(p)),
  );
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: problems.length ? 'error.main' : 'divider', borderRadius: 1 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'start' }}>
        <TextField
          label={t('model.field.name')}
          size="small"
          required
          value={attribute.name ?? ''}
          onChange={(e) => set({ name: e.target.value })}
          error={!!at('name')}
          helperText={at('name') || undefined}
        />
        <TextField
          label={t('model.field.displayName')}
          size="small"
          value={attribute.displayName ?? ''}
          onChange={(e) => set({ displayName: blankToNull(e.target.value) })}
        />
        <TextField
          select
          label={t('model.field.type')}
          size="small"
          required
          value={attribute.type ?? ''}
          onChange={(e) => onChange(withType(attribute, e.target.value))}
          error={!!at('type')}
          helperText={at('type') || undefined}
          sx={{ minWidth: 150 }}
        >
          {(code ? CODE_TYPES : ATTRIBUTE_TYPES).map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        {target && (
          <TargetPicker
            label={t(`model.field.${target.field}`)}
            required
            value={attribute[target.field] ?? ''}
            options={namesOf(model, target.kind)}
            onChange={(value) => set({ [target.field]: blankToNull(value) })}
            error={at(target.field)}
          />
        )}
        <TextField
          label={t('model.field.defaultValue')}
          size="small"
          value={attribute.defaultValue ?? ''}
          onChange={(e) => set({ defaultValue: blankToNull(e.target.value) })}
          error={!!at('defaultValue')}
          helperText={at('defaultValue') || undefined}
        />
        {!code && (
          <FormControlLabel
            control={
              <Checkbox
                checked={!!attribute.required}
                onChange={(e) => set({ required: e.target.checked })}
              />
            }
            label={t('model.field.required')}
          />
        )}
        {!code && (
          <FormControlLabel
            control={
              <Checkbox
                checked={!!attribute.array}
                onChange={(e) => set({ array: e.target.checked })}
              />
            }
            label={t('model.field.array')}
          />
        )}
        {at('array') && (
          <Typography color="error" variant="body2" sx={{ alignSelf: 'center' }}>
            {at('array')}
          </Typography>
        )}
        {onRemove && (
          <Button
            color="error"
            onClick={onRemove}
            aria-label={t('model.removeOf', { title })}
            sx={{ ml: 'auto' }}
          >
            {t('model.remove')}
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {sources.map((source) => {
          const error = at(`sourceWeights[${source}]`);
          return (
            <TextField
              key={source}
              type="number"
              size="small"
              label={t('model.field.weightOf', { source })}
              value={weights[source] ?? ''}
              onChange={(e) => {
                const next = { ...weights };
                if (e.target.value === '') delete next[source];
                else next[source] = Number(e.target.value);
                set({ sourceWeights: next });
              }}
              error={!!error}
              helperText={error || undefined}
              sx={{ width: 190 }}
            />
          );
        })}
      </Stack>
      {!code && (
        <ConfidentialFields attribute={attribute} onChange={onChange} problems={problems} />
      )}
      {elsewhere.map((p) => (
        <Typography key={p.source + p.code} color="error" variant="body2" sx={{ mt: 1 }}>
          {p.message}
        </Typography>
      ))}
    </Box>
  );
}
