import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeDef, DataModel } from '../../api/schemas';
import { layOutAttributes } from './attributeLayout';
import { AttributeFields } from './AttributeFields';
import { newAttribute } from './elements';
import { keyOf, problemsOfPart, type PlacedProblem } from './modelPath';

interface Props {
  /** The entity's name, which chooses its `MetaModelLayoutSetting`. */
  owner: string;
  attributes: AttributeDef[];
  onChange: (next: AttributeDef[]) => void;
  problems: PlacedProblem[];
  model: DataModel;
}

/** An element's attributes, laid out by the entity's layout setting, each editable. */
export function AttributesEditor({ owner, attributes, onChange, problems, model }: Props) {
  const { t } = useTranslation();
  const replace = (index: number, next: AttributeDef | null) =>
    onChange(
      next
        ? attributes.map((a, i) => (i === index ? next : a))
        : attributes.filter((_a, i) => i !== index),
    );
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h3">
        {t('model.attributes')}
      </Typography>
      {layOutAttributes(owner, attributes).map((group) => (
        <Stack key={group.title ?? ''} spacing={1.5} data-testid="attribute-group">
          {group.title && (
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
              {group.title}
            </Typography>
          )}
          {group.attributes.map(({ attribute, index }) => {
            // Problems name an attribute by its name as saved; a new one by its position.
            const key = keyOf(attribute, index);
            return (
              <AttributeFields
                key={index}
                title={t('model.attributeNumber', { number: index + 1 })}
                attribute={attribute}
                onChange={(next) => replace(index, next)}
                onRemove={() => replace(index, null)}
                problems={problemsOfPart(problems, 'attributes', key)}
                model={model}
              />
            );
          })}
        </Stack>
      ))}
      <Button
        variant="outlined"
        sx={{ alignSelf: 'start' }}
        onClick={() => onChange([...attributes, newAttribute()])}
      >
        {t('model.addAttribute')}
      </Button>
    </Stack>
  );
}
