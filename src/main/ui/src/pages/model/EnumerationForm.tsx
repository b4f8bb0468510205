import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EnumerationDef } from '../../api/schemas';
import { CommonFields } from './CommonFields';
import { blankToNull } from './elements';
import { keyOf, messagesAt, problemsOfPart, type PlacedProblem } from './modelPath';

interface Props {
  value: EnumerationDef;
  onChange: (next: EnumerationDef) => void;
  problems: PlacedProblem[];
}

/** An enumeration: its values, each a name records store and a name shown. */
export function EnumerationForm({ value, onChange, problems }: Props) {
  const { t } = useTranslation();
  const values = value.values ?? [];
  const setValues = (next: typeof values) => onChange({ ...value, values: next });
  return (
    <Stack spacing={2}>
      <CommonFields value={value} onChange={onChange} problems={problems} description={false} />
      <Typography variant="h6" component="h3">
        {t('model.values')}
      </Typography>
      {values.map((item, index) => {
        const error = messagesAt(problemsOfPart(problems, 'values', keyOf(item, index)), 'name');
        const title = t('model.valueNumber', { number: index + 1 });
        return (
          <Box key={index} role="group" aria-label={title} sx={{ display: 'flex', gap: 1 }}>
            <TextField
              size="small"
              required
              label={t('model.valueName', { number: index + 1 })}
              value={item.name ?? ''}
              onChange={(e) =>
                setValues(values.map((v, i) => (i === index ? { ...v, name: e.target.value } : v)))
              }
              error={!!error}
              helperText={error || undefined}
            />
            <TextField
              size="small"
              label={t('model.valueDisplayName', { number: index + 1 })}
              value={item.displayName ?? ''}
              onChange={(e) =>
                setValues(
                  values.map((v, i) =>
                    i === index ? { ...v, displayName: blankToNull(e.target.value) } : v,
                  ),
                )
              }
            />
            <Button
              color="error"
              aria-label={t('model.removeOf', { title })}
              onClick={() => setValues(values.filter((_v, i) => i !== index))}
            >
              {t('model.remove')}
            </Button>
          </Box>
        );
      })}
      <Button
        variant="outlined"
        sx={{ alignSelf: 'start' }}
        onClick={() => setValues([...values, { name: '', displayName: null }])}
      >
        {t('model.addValue')}
      </Button>
    </Stack>
  );
}
