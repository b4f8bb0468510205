import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section';
import type { QualityModel } from './formModel';

type Composite = NonNullable<QualityModel['functions']>[number];

/** The model's composite functions, shown as they are (they are edited in the model file). */
export function CompositesView({ functions }: { functions: Composite[] }) {
  const { t } = useTranslation();
  if (functions.length === 0) return null;
  return (
    <Section
      id="dq-composites"
      title={t('qualityModel.composites')}
      help={t('qualityModel.compositesHelp')}
    >
      <List dense>
        {functions.map((f) => (
          <ListItem key={f.name}>
            <ListItemText
              primary={f.displayName || f.name}
              secondary={t('qualityModel.compositeLine', {
                inputs: (f.inputs ?? []).map((p) => p.name).join(', ') || '—',
                outputs: (f.outputs ?? []).map((p) => p.name).join(', ') || '—',
                steps: (f.steps ?? []).length,
              })}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
