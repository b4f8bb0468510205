import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeDef, EnumerationDef } from '../../api/schemas';
import { label } from '../../model/useModel';
import { filterable, operatorsFor, type FilterRow } from './filters';
import { DateField } from '../../components/DateField';

const INPUT: Record<string, string> = {
  Integer: 'number',
  Number: 'number',
  Time: 'time',
};

interface Props {
  attributes: AttributeDef[];
  enumerations: EnumerationDef[];
  rows: FilterRow[];
  onChange(rows: FilterRow[]): void;
}

/** Conditions on the register's attributes, all of which must hold, with inputs by type. */
export function FilterPanel({ attributes, enumerations, rows, onChange }: Props) {
  const { t } = useTranslation();
  const choices = filterable(attributes);

  function update(index: number, change: Partial<FilterRow>) {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  }

  function add() {
    const first = choices[0];
    if (!first) return;
    onChange([
      ...rows,
      { attribute: first.name!, operator: operatorsFor(first)[0]!, value: '', to: '' },
    ]);
  }

  function valueInput(
    row: FilterRow,
    index: number,
    attribute: AttributeDef,
    which: 'value' | 'to',
  ) {
    const name = which === 'to' ? t('filters.to') : t('filters.value');
    const common = {
      size: 'small' as const,
      label: `${label(attribute)}: ${name}`,
      value: row[which],
      onChange: (e: { target: { value: string } }) => update(index, { [which]: e.target.value }),
      sx: { minWidth: 180 },
    };
    if (row.operator === 'IN') {
      return <TextField {...common} multiline minRows={2} helperText={t('filters.onePerLine')} />;
    }
    const values =
      attribute.type === 'Boolean'
        ? ['true', 'false']
        : attribute.type === 'Enum'
          ? (enumerations.find((e) => e.name === attribute.enumeration)?.values ?? []).map(
              (v) => v.name!,
            )
          : null;
    if (values) {
      return (
        <TextField {...common} select>
          {values.map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    if (attribute.type === 'Date' || attribute.type === 'Timestamp') {
      return (
        <DateField
          {...common}
          kind={attribute.type === 'Date' ? 'date' : 'moment'}
          onChange={(value) => update(index, { [which]: value })}
        />
      );
    }
    const type = INPUT[attribute.type ?? ''] ?? 'text';
    return <TextField {...common} type={type} slotProps={{ inputLabel: { shrink: true } }} />;
  }

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('filters.title')}
      </Typography>
      {rows.map((row, index) => {
        const attribute = choices.find((a) => a.name === row.attribute) ?? choices[0];
        if (!attribute) return null;
        const operators = operatorsFor(attribute);
        return (
          <Stack
            key={index}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
            data-testid="filter-row"
          >
            <TextField
              select
              size="small"
              label={t('filters.attribute')}
              value={attribute.name}
              onChange={(e) => {
                const next = choices.find((a) => a.name === e.target.value)!;
                update(index, {
                  attribute: next.name!,
                  operator: operatorsFor(next)[0]!,
                  value: '',
                  to: '',
                });
              }}
              sx={{ minWidth: 180 }}
            >
              {choices.map((a) => (
                <MenuItem key={a.name} value={a.name!}>
                  {label(a)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('filters.operator')}
              value={operators.includes(row.operator) ? row.operator : operators[0]}
              onChange={(e) => update(index, { operator: e.target.value as FilterRow['operator'] })}
              sx={{ minWidth: 170 }}
            >
              {operators.map((operator) => (
                <MenuItem key={operator} value={operator}>
                  {t(`filters.operators.${operator}`)}
                </MenuItem>
              ))}
            </TextField>
            {!['EXISTS', 'NOT_EXISTS'].includes(row.operator) &&
              valueInput(row, index, attribute, 'value')}
            {row.operator === 'RANGE' && valueInput(row, index, attribute, 'to')}
            <IconButton
              aria-label={t('filters.remove', { attribute: label(attribute) })}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              ×
            </IconButton>
          </Stack>
        );
      })}
      <div>
        <Button size="small" onClick={add} disabled={choices.length === 0}>
          + {t('filters.add')}
        </Button>
      </div>
    </Stack>
  );
}
