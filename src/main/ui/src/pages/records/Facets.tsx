import { Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeDef, SearchAnswer } from '../../api/schemas';
import { display, label } from '../../model/useModel';

interface Props {
  facets: SearchAnswer['facets'];
  attributes: AttributeDef[];
  /** Narrows the search to the records with this value. */
  onChoose(attribute: string, value: unknown): void;
}

/** The most frequent values of some attributes among all the matches, with their counts. */
export function Facets({ facets, attributes, onChoose }: Props) {
  const { t } = useTranslation();
  // The counts of quality errors (`$qualityErrors.…`) have a panel of their own.
  const entries = Object.entries(facets ?? {}).filter(
    ([name, values]) => values.length > 0 && !name.startsWith('$'),
  );
  if (entries.length === 0) return null;
  return (
    <Paper component="aside" aria-label={t('filters.facets')} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        {entries.map(([name, values]) => {
          const attribute = attributes.find((a) => a.name === name);
          return (
            <Stack
              key={name}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              useFlexGap
            >
              <Typography variant="subtitle2" component="h2" sx={{ minWidth: 120 }}>
                {attribute ? label(attribute) : name}
              </Typography>
              {values.map((facet) => (
                <Chip
                  key={String(facet.value)}
                  label={`${facet.displayValue ?? display(facet.value)} (${facet.count.toLocaleString()})`}
                  title={`${facet.displayValue ?? display(facet.value)} (${facet.count.toLocaleString()})`}
                  onClick={() => onChoose(name, facet.value)}
                  variant="outlined"
                />
              ))}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
