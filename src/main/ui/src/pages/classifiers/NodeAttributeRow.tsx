import { Checkbox, FormControlLabel, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ATTRIBUTE_TYPES } from '../../model/attributeTypes';
import { useModel } from '../../model/useModel';
import { namesOf, targetOf } from '../model/elements';
import { TargetPicker } from '../model/TargetPicker';
import type { NodeAttributeIn } from './classifiersApi';

/** A node attribute may be of any of the model's types but Complex. */
const TYPES = ATTRIBUTE_TYPES.filter((type) => type !== 'Complex');
/** Types whose values are large objects: never an array, no default. */
const LARGE = new Set(['File', 'Blob', 'Clob']);

/**
 * The attribute with another type: the enumeration or reference set only the new type names is
 * kept, and what a large object cannot have is dropped (the server refuses both).
 */
export function withNodeType(a: NodeAttributeIn, type: string): NodeAttributeIn {
  const large = LARGE.has(type);
  return {
    ...a,
    type,
    enumeration: type === 'Enum' ? (a.enumeration ?? null) : null,
    lookupEntity: type === 'LookupLink' ? (a.lookupEntity ?? null) : null,
    array: large ? false : a.array,
    defaultValue: large ? null : a.defaultValue,
  };
}

interface Props {
  attribute: NodeAttributeIn;
  number: number;
  onChange: (change: Partial<NodeAttributeIn>) => void;
  onRemove: () => void;
  /** The server's message for a field of this attribute (`name`, `type`, ...), else ''. */
  problem: (field: string) => string;
}

/** One own attribute of a node: the model's attribute form and whether nodes below inherit it. */
export function NodeAttributeRow({ attribute: a, number, onChange, onRemove, problem }: Props) {
  const { t } = useTranslation();
  const model = useModel();
  const target = targetOf(a.type);
  const large = LARGE.has(a.type);
  const flag = (field: 'inheritable' | 'required' | 'array', label: string) => (
    <FormControlLabel
      control={
        <Checkbox
          size="small"
          checked={a[field] ?? false}
          disabled={field === 'array' && large}
          onChange={(e) => onChange({ [field]: e.target.checked })}
        />
      }
      label={label}
    />
  );
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'start', flexWrap: 'wrap' }}
      role="group"
      aria-label={t('classifiers.nodeForm.attribute', { number })}
    >
      <TextField
        size="small"
        label={t('classifiers.nodeForm.attributeName', { number })}
        value={a.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={!!problem('name')}
        helperText={problem('name')}
        sx={{ width: 170 }}
      />
      <TextField
        size="small"
        label={t('classifiers.nodeForm.attributeDisplayName', { number })}
        value={a.displayName ?? ''}
        onChange={(e) => onChange({ displayName: e.target.value || null })}
        sx={{ flex: 1, minWidth: 190 }}
      />
      <TextField
        size="small"
        select
        label={t('classifiers.nodeForm.attributeType', { number })}
        value={a.type}
        onChange={(e) => onChange(withNodeType(a, e.target.value))}
        error={!!problem('type')}
        helperText={problem('type')}
        sx={{ width: 140 }}
      >
        {TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      {target && target.field !== 'nestedEntity' && (
        <TargetPicker
          label={t(`classifiers.nodeForm.${target.field}`, { number })}
          required
          value={a[target.field] ?? ''}
          options={namesOf(model.data, target.kind)}
          onChange={(value) => onChange({ [target.field]: value.trim() === '' ? null : value })}
          error={problem(target.field)}
        />
      )}
      {!large && (
        <TextField
          size="small"
          label={t('classifiers.nodeForm.defaultValue', { number })}
          value={a.defaultValue ?? ''}
          onChange={(e) =>
            onChange({ defaultValue: e.target.value === '' ? null : e.target.value })
          }
          error={!!problem('defaultValue')}
          helperText={problem('defaultValue')}
          sx={{ width: 190 }}
        />
      )}
      {flag('inheritable', t('classifiers.attr.inheritable'))}
      {flag('required', t('classifiers.attr.required'))}
      {flag('array', t('classifiers.nodeForm.array'))}
      <IconButton
        aria-label={t('classifiers.nodeForm.removeAttribute', { number })}
        onClick={onRemove}
      >
        ✕
      </IconButton>
    </Stack>
  );
}
