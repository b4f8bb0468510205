import { Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { DESCRIPTION_FIELD } from '../../model/useModel';
import { DISPLAY_FORMAT, formatName } from '../../model/recordName';

interface Props {
  customProperties: Record<string, string> | undefined;
  attributes: AttributeDef[];
  onChange: (customProperties: Record<string, string>) => void;
  /** The messages of the server's problems at each of the two properties. */
  problemAt: (property: string) => string;
}

/**
 * How records of a register or reference set are named: the display format (attribute tokens in
 * free text, inserted by clicking an attribute) with a live example, and the spec's description
 * field (the one-attribute name used when there is no format).
 */
export function DisplayNameFields({ customProperties, attributes, onChange, problemAt }: Props) {
  const { t } = useTranslation();
  const properties = customProperties ?? {};
  const format = properties[DISPLAY_FORMAT] ?? '';
  const description = properties[DESCRIPTION_FIELD] ?? '';
  const named = attributes.filter((a): a is AttributeDef & { name: string } => !!a.name);
  const set = (key: string, value: string) => {
    const next = { ...properties };
    if (value) next[key] = value;
    else delete next[key];
    onChange(next);
  };
  const sample = (name: string) => {
    const a = named.find((x) => x.name === name);
    return a ? `‹${a.displayName || a.name}›` : null;
  };
  const example = format ? formatName(format, sample) : '';
  const formatProblem = problemAt(DISPLAY_FORMAT);
  const descriptionProblem = problemAt(DESCRIPTION_FIELD);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('model.recordName.title')}</Typography>
      <TextField
        size="small"
        label={t('model.recordName.format')}
        value={format}
        onChange={(e) => set(DISPLAY_FORMAT, e.target.value)}
        error={!!formatProblem}
        helperText={
          formatProblem ||
          (example ? t('model.recordName.example', { example }) : t('model.recordName.formatHelp'))
        }
        slotProps={{ htmlInput: { 'data-testid': 'display-format' } }}
      />
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {named.map((a) => (
          <Chip
            key={a.name}
            size="small"
            variant="outlined"
            label={a.displayName || a.name}
            title={t('model.recordName.insert', { name: a.name })}
            onClick={() =>
              set(DISPLAY_FORMAT, (format ? format.replace(/\s*$/, ' ') : '') + `{${a.name}}`)
            }
          />
        ))}
      </Stack>
      <TextField
        size="small"
        select
        label={t('model.recordName.descriptionField')}
        value={description}
        onChange={(e) => set(DESCRIPTION_FIELD, e.target.value)}
        error={!!descriptionProblem}
        helperText={descriptionProblem || t('model.recordName.descriptionFieldHelp')}
        sx={{ maxWidth: 360 }}
      >
        <MenuItem value="">{t('model.recordName.none')}</MenuItem>
        {named.map((a) => (
          <MenuItem key={a.name} value={a.name}>
            {a.displayName || a.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
