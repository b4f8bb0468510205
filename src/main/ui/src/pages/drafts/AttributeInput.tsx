import { Box, Button, Checkbox, FormControlLabel, FormHelperText, MenuItem } from '@mui/material';
import { Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../api/errors';
import type { AttributeDef, EnumerationDef } from '../../api/schemas';
import { display, label } from '../../model/useModel';
import { FileField } from './FileField';
import { inputKind, type FieldValue, type InputKind } from './formValues';
import { RecordPicker } from './RecordPicker';
import { DateField } from '../../components/DateField';

interface Props {
  attribute: AttributeDef;
  enumeration?: EnumerationDef;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  problems: Problem[];
}

const TYPES: Partial<Record<InputKind, string>> = {
  integer: 'number',
  number: 'number',
  time: 'time',
};

/** The input of one attribute, by its type in the model, with the server's problems beneath. */
export function AttributeInput({ attribute, enumeration, value, onChange, problems }: Props) {
  const { t } = useTranslation();
  const kind = inputKind(attribute);
  const name = attribute.name!;
  const text = label(attribute);
  const error = problems.length > 0;
  const message = problems.map((p) => p.message).join(' ') || undefined;
  const id = `attribute-${name}`;

  if (kind === 'kept') {
    return (
      <Box data-field={name}>
        <Typography variant="body2" color="text.secondary">
          {text}: {display((value as { kept?: unknown } | null)?.kept)} (
          {t('drafts.editor.notEditable')})
        </Typography>
      </Box>
    );
  }

  if (kind === 'file') {
    return (
      <FileField
        attribute={attribute}
        ids={Array.isArray(value) ? value : []}
        onChange={onChange}
        problems={problems}
      />
    );
  }

  if (attribute.array) {
    const list = Array.isArray(value) ? value : [];
    const set = (index: number, next: string) =>
      onChange(list.map((v, i) => (i === index ? next : v)));
    return (
      <Box component="fieldset" data-field={name} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
          {text}
          {attribute.required ? ' *' : ''}
        </Typography>
        <Stack spacing={1}>
          {list.map((item, index) => (
            <Stack direction="row" spacing={1} key={index} sx={{ alignItems: 'center' }}>
              <Scalar
                kind={kind}
                attribute={attribute}
                enumeration={enumeration}
                label={t('drafts.editor.item', { name: text, index: index + 1 })}
                value={item}
                onChange={(next) => set(index, String(next ?? ''))}
                id={`${id}-${index}`}
              />
              <Button
                onClick={() => onChange(list.filter((_, i) => i !== index))}
                aria-label={t('drafts.editor.removeItem', { name: text, index: index + 1 })}
              >
                {t('drafts.list.remove')}
              </Button>
            </Stack>
          ))}
          <Box>
            <Button variant="outlined" size="small" onClick={() => onChange([...list, ''])}>
              {t('drafts.editor.addItem', { name: text })}
            </Button>
          </Box>
        </Stack>
        {error && <FormHelperText error>{message}</FormHelperText>}
      </Box>
    );
  }

  return (
    <Box data-field={name}>
      <Scalar
        kind={kind}
        attribute={attribute}
        enumeration={enumeration}
        label={text}
        value={value}
        onChange={onChange}
        error={error}
        helperText={message ?? attribute.description ?? undefined}
        id={id}
      />
    </Box>
  );
}

interface ScalarProps {
  kind: InputKind;
  attribute: AttributeDef;
  enumeration?: EnumerationDef;
  label: string;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  error?: boolean;
  helperText?: string;
  id: string;
}

/** One value's input: a text, number, date, time, date-time, choice, checkbox or record search. */
function Scalar(props: ScalarProps) {
  const { t } = useTranslation();
  const { kind, attribute, value, onChange } = props;
  const required = attribute.required === true && !attribute.array;
  if (kind === 'boolean') {
    const checked = value === true || value === 'true';
    return (
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              id={props.id}
              checked={checked}
              indeterminate={value === null || value === ''}
              onChange={(e) =>
                onChange(typeof value === 'string' ? String(e.target.checked) : e.target.checked)
              }
            />
          }
          label={`${props.label}${required ? ' *' : ''}`}
        />
        {props.helperText && (
          <FormHelperText error={props.error}>{props.helperText}</FormHelperText>
        )}
      </Box>
    );
  }
  if (kind === 'lookup') {
    const code = typeof value === 'string' && value !== '' ? value : null;
    return (
      <Box sx={{ flex: 1 }}>
        <RecordPicker
          id={props.id}
          entityName={attribute.lookupEntity!}
          label={props.label}
          required={required}
          value={code ? { value: code, text: code } : null}
          onChange={(picked) => onChange(picked?.value ?? '')}
          error={props.error}
          helperText={props.helperText}
        />
      </Box>
    );
  }
  if (kind === 'date' || kind === 'timestamp') {
    return (
      <DateField
        kind={kind === 'date' ? 'date' : 'moment'}
        id={props.id}
        label={props.label}
        required={required}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        error={props.error}
        helperText={props.helperText}
        fullWidth
      />
    );
  }
  return (
    <TextField
      id={props.id}
      label={props.label}
      required={required}
      select={kind === 'enum'}
      multiline={kind === 'longText'}
      minRows={kind === 'longText' ? 3 : undefined}
      type={TYPES[kind] ?? 'text'}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      error={props.error}
      helperText={props.helperText}
      fullWidth
      slotProps={{
        inputLabel: TYPES[kind] && kind !== 'integer' && kind !== 'number' ? { shrink: true } : {},
        htmlInput: {
          step: kind === 'time' ? 1 : kind === 'number' ? 'any' : undefined,
        },
      }}
    >
      {kind === 'enum' && [
        <MenuItem key="" value="">
          <em>{t('common.none')}</em>
        </MenuItem>,
        ...(props.enumeration?.values ?? []).map((v) => (
          <MenuItem key={v.name} value={v.name!}>
            {v.displayName || v.name}
          </MenuItem>
        )),
      ]}
    </TextField>
  );
}
