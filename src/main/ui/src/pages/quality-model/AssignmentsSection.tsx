import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ElementProblems, messages } from '../../components/ProblemText';
import { Section } from '../../components/Section';
import { label, type Entity } from '../../model/useModel';
import { newAssignment, replaced, without, type AssignmentForm } from './formModel';
import { problemsAt, problemsExcept, type PlacedProblems } from './problemPaths';

interface Props {
  assignments: AssignmentForm[];
  setNames: string[];
  entities: Entity[];
  placed: PlacedProblems | null;
  onChange(assignments: AssignmentForm[]): void;
}

/** Which sets run for which register or reference set. */
export function AssignmentsSection({ assignments, setNames, entities, placed, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Section
      id="dq-assignments"
      title={t('qualityModel.assignments')}
      help={t('qualityDraft.assignmentsHelp')}
      helpGap={2}
    >
      <Stack spacing={1.5}>
        {assignments.length === 0 && <Typography>{t('qualityDraft.noAssignments')}</Typography>}
        {assignments.map((a, i) => {
          const at = (field: string) => problemsAt(placed, a.key, field);
          const change = (next: Partial<AssignmentForm>) =>
            onChange(replaced(assignments, { ...a, ...next }));
          const offered = [...new Set([...setNames, ...a.setNames])];
          return (
            <Stack
              key={a.key}
              spacing={0.5}
              role="group"
              aria-label={t('qualityDraft.assignment', { number: i + 1 })}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  select
                  size="small"
                  label={t('qualityDraft.entity')}
                  value={a.entityName}
                  onChange={(e) => change({ entityName: e.target.value })}
                  error={at('entityName').length > 0}
                  helperText={messages(at('entityName'))}
                  sx={{ minWidth: 280 }}
                >
                  {a.entityName && !entities.some((e) => e.name === a.entityName) && (
                    <MenuItem value={a.entityName}>{a.entityName}</MenuItem>
                  )}
                  {entities.map((e) => (
                    <MenuItem key={e.name} value={e.name!}>
                      {label(e)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  label={t('qualityDraft.assignedSets')}
                  value={a.setNames}
                  onChange={(e) => {
                    const value = e.target.value as unknown as string[] | string;
                    change({ setNames: typeof value === 'string' ? value.split(',') : value });
                  }}
                  error={at('setNames').length > 0}
                  helperText={messages(at('setNames'))}
                  slotProps={{ select: { multiple: true } }}
                  sx={{ minWidth: 280 }}
                >
                  {offered.map((s) => (
                    <MenuItem key={s} value={s}>
                      {s}
                    </MenuItem>
                  ))}
                </TextField>
                <Button color="error" onClick={() => onChange(without(assignments, a.key))}>
                  {t('qualityDraft.removeAssignment', { number: i + 1 })}
                </Button>
              </Stack>
              <ElementProblems
                problems={problemsExcept(placed, a.key, ['entityName', 'setNames'])}
              />
            </Stack>
          );
        })}
      </Stack>
      <Button sx={{ mt: 1 }} onClick={() => onChange([...assignments, newAssignment()])}>
        {t('qualityDraft.addAssignment')}
      </Button>
    </Section>
  );
}
