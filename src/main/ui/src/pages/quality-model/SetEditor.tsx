import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ElementBox } from '../../components/ElementBox';
import type { DataModel } from '../../api/schemas';
import { ElementProblems, messages } from '../../components/ProblemText';
import { label, type Entity } from '../../model/useModel';
import { NameFields } from '../matching-model/NameFields';
import { attributePaths } from './attributePaths';
import {
  newMapping,
  replaced,
  without,
  type QualityFunction,
  type RuleForm,
  type SetForm,
} from './formModel';
import { MappingEditor } from './MappingEditor';
import { problemsAt, problemsExcept, type PlacedProblems } from './problemPaths';

interface Props {
  set: SetForm;
  rules: RuleForm[];
  functions: QualityFunction[];
  entities: Entity[];
  /** The register the set is assigned to first, whose attributes are offered at first. */
  assignedTo: string | undefined;
  dataModel: DataModel | undefined;
  placed: PlacedProblems | null;
  onChange(set: SetForm): void;
  onRemove(): void;
}

/** A set of rules, each mapped to the attributes of the registers the set is assigned to. */
export function SetEditor(props: Props) {
  const { set, rules, functions, entities, assignedTo, dataModel, placed, onChange, onRemove } =
    props;
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  const entityName = picked ?? assignedTo ?? entities[0]?.name ?? '';
  const entity = entities.find((e) => e.name === entityName);
  const paths = useMemo(
    () => (entity ? attributePaths(entity, dataModel) : []),
    [entity, dataModel],
  );
  const at = (field: string) => problemsAt(placed, set.key, field);
  const title = t('qualityModel.set', { name: set.name });
  return (
    <ElementBox
      title={title}
      remove={t('qualityDraft.removeSet', { name: set.name })}
      onRemove={onRemove}
      data-testid="dq-set"
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.5}>
          <NameFields
            element={set}
            nameLabel={t('qualityDraft.setName')}
            at={at}
            onChange={onChange}
          />
        </Stack>
        <TextField
          size="small"
          label={t('qualityDraft.description')}
          value={set.description}
          onChange={(e) => onChange({ ...set, description: e.target.value })}
          error={at('description').length > 0}
          helperText={messages(at('description'))}
        />
        <TextField
          select
          size="small"
          label={t('qualityDraft.attributesOf')}
          helperText={t('qualityDraft.attributesOfHelp')}
          value={entity ? entityName : ''}
          onChange={(e) => setPicked(e.target.value)}
          sx={{ maxWidth: 400 }}
        >
          {entities.map((e) => (
            <MenuItem key={e.name} value={e.name!}>
              {label(e)}
            </MenuItem>
          ))}
        </TextField>
        {set.mappings.map((mapping, i) => (
          <MappingEditor
            key={mapping.key}
            mapping={mapping}
            number={i + 1}
            rules={rules}
            functions={functions}
            paths={paths}
            placed={placed}
            onChange={(m) => onChange({ ...set, mappings: replaced(set.mappings, m) })}
            onRemove={() => onChange({ ...set, mappings: without(set.mappings, mapping.key) })}
          />
        ))}
      </Stack>
      <ElementProblems
        problems={problemsExcept(placed, set.key, ['name', 'displayName', 'description'])}
      />
      <Button
        sx={{ mt: 1 }}
        onClick={() => onChange({ ...set, mappings: [...set.mappings, newMapping()] })}
      >
        {t('qualityDraft.addMapping')}
      </Button>
    </ElementBox>
  );
}
