import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataModel } from '../../api/schemas';
import { Section } from '../../components/Section';
import type { Entity } from '../../model/useModel';
import {
  newSet,
  replaced,
  without,
  type ModelForm,
  type QualityFunction,
  type SetForm,
} from './formModel';
import type { PlacedProblems } from './problemPaths';
import { SetEditor } from './SetEditor';

interface Props {
  form: ModelForm;
  functions: QualityFunction[];
  entities: Entity[];
  dataModel: DataModel | undefined;
  placed: PlacedProblems | null;
  onChange(sets: SetForm[]): void;
}

/** The model's sets: rules mapped to attributes, run for the registers the set is assigned to. */
export function SetsSection({ form, functions, entities, dataModel, placed, onChange }: Props) {
  const { t } = useTranslation();
  const { sets } = form;
  const assignedTo = (name: string) =>
    form.assignments.find((a) => a.setNames.includes(name))?.entityName || undefined;
  return (
    <Section
      id="dq-sets"
      title={t('qualityModel.sets')}
      help={t('qualityDraft.setsHelp')}
      helpGap={2}
    >
      <Stack spacing={2}>
        {sets.length === 0 && <Typography>{t('qualityDraft.noSets')}</Typography>}
        {sets.map((set) => (
          <SetEditor
            key={set.key}
            set={set}
            rules={form.rules}
            functions={functions}
            entities={entities}
            assignedTo={assignedTo(set.name)}
            dataModel={dataModel}
            placed={placed}
            onChange={(s) => onChange(replaced(sets, s))}
            onRemove={() => onChange(without(sets, set.key))}
          />
        ))}
      </Stack>
      <Button sx={{ mt: 1 }} onClick={() => onChange([...sets, newSet(sets.map((s) => s.name))])}>
        {t('qualityDraft.addSet')}
      </Button>
    </Section>
  );
}
