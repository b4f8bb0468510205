import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { newSet, replaced, without, type SetForm } from './formModel';
import type { PlacedProblems } from './problemPaths';
import { SetEditor } from './SetEditor';

interface Props {
  sets: SetForm[];
  /** The register's attributes, offered to each comparison by its type. */
  attributes: AttributeDef[];
  /** The problems of the last refused save or publish, placed on the elements they concern. */
  placed: PlacedProblems | null;
  onChange(sets: SetForm[]): void;
}

/** The sets of a matching model being edited, each with its rules and their comparisons. */
export function DraftForm({ sets, attributes, placed, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {sets.length === 0 && <Typography>{t('matchingDraft.noSets')}</Typography>}
      {sets.map((set) => (
        <SetEditor
          key={set.key}
          set={set}
          attributes={attributes}
          placed={placed}
          onChange={(s) => onChange(replaced(sets, s))}
          onRemove={() => onChange(without(sets, set.key))}
        />
      ))}
      <div>
        <Button
          variant="outlined"
          onClick={() => onChange([...sets, newSet(sets.map((s) => s.name))])}
        >
          {t('matchingDraft.addSet')}
        </Button>
      </div>
    </Stack>
  );
}
