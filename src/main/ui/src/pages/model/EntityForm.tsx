import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataModel, EntityDef, LookupEntityDef } from '../../api/schemas';
import { AttributeFields } from './AttributeFields';
import { AttributesEditor } from './AttributesEditor';
import { CommonFields } from './CommonFields';
import { DisplayNameFields } from './DisplayNameFields';
import { CONSOLIDATIONS } from './elements';
import { messagesAt, problemsOfField, problemsOfPart, type PlacedProblem } from './modelPath';

type AnyEntity = EntityDef & Partial<Pick<LookupEntityDef, 'codeAttribute' | 'hierarchical'>>;

interface Props {
  kind: 'entities' | 'lookupEntities' | 'nestedEntities';
  value: AnyEntity;
  onChange: (next: AnyEntity) => void;
  problems: PlacedProblem[];
  model: DataModel;
}

/** A register, a reference set (with its code attribute) or a nested entity. */
export function EntityForm({ kind, value, onChange, problems, model }: Props) {
  const { t } = useTranslation();
  const own = (field: string) => messagesAt(problemsOfField(problems, field), field);
  return (
    <Stack spacing={2}>
      <CommonFields value={value} onChange={onChange} problems={problems} />
      {kind !== 'nestedEntities' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'start' }}>
          <TextField
            size="small"
            select
            label={t('model.field.consolidation')}
            value={value.consolidation ?? 'BVT'}
            onChange={(e) => onChange({ ...value, consolidation: e.target.value })}
            error={!!own('consolidation')}
            helperText={
              own('consolidation') || t(`model.consolidation.${value.consolidation ?? 'BVT'}`)
            }
            sx={{ minWidth: 220 }}
          >
            {CONSOLIDATIONS.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          {kind === 'lookupEntities' && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={!!value.hierarchical}
                  onChange={(e) => onChange({ ...value, hierarchical: e.target.checked })}
                />
              }
              label={own('hierarchical') || t('model.field.hierarchical')}
              sx={{ color: own('hierarchical') ? 'error.main' : undefined }}
            />
          )}
        </Stack>
      )}
      {kind === 'lookupEntities' && (
        <AttributeFields
          title={t('model.codeAttribute')}
          code
          attribute={value.codeAttribute ?? { type: 'String' }}
          onChange={(codeAttribute) => onChange({ ...value, codeAttribute })}
          problems={problemsOfPart(problems, 'codeAttribute', '')}
          model={model}
        />
      )}
      <AttributesEditor
        owner={value.name ?? ''}
        attributes={value.attributes ?? []}
        onChange={(attributes) => onChange({ ...value, attributes })}
        problems={problems}
        model={model}
      />
      {kind !== 'nestedEntities' && (
        <DisplayNameFields
          customProperties={value.customProperties ?? undefined}
          attributes={[
            ...(kind === 'lookupEntities' && value.codeAttribute ? [value.codeAttribute] : []),
            ...(value.attributes ?? []),
          ]}
          onChange={(customProperties) => onChange({ ...value, customProperties })}
          problemAt={(property) => own(`customProperties.${property}`)}
        />
      )}
    </Stack>
  );
}
