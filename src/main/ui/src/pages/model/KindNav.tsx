import { Box, Button, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DataModel } from '../../api/schemas';
import { elementsOf } from './elements';
import { KINDS, keyOf, problemsOfElement, type Kind, type PlacedProblem } from './modelPath';

interface Props {
  model: DataModel;
  kind: Kind;
  selected: string | null;
  problems: PlacedProblem[];
  /** In a draft, each kind offers to add an element. */
  editing: boolean;
}

/** The model's elements by kind; those with problems say how many. */
export function KindNav({ model, kind, selected, problems, editing }: Props) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('model.elements')} sx={{ width: 280, flexShrink: 0 }}>
      {KINDS.map((k) => {
        const elements = elementsOf(model, k);
        return (
          <Box key={k} sx={{ mb: 2 }}>
            <Button
              component={RouterLink}
              to={`?kind=${k}`}
              aria-current={k === kind && selected === null ? 'page' : undefined}
              sx={{
                fontWeight: 700,
                textTransform: 'none',
                fontSize: '1rem',
                '&[aria-current=page]': { bgcolor: 'action.selected' },
              }}
            >
              {t(`model.kinds.${k}`)} ({elements.length})
            </Button>
            <List dense disablePadding aria-label={t(`model.kinds.${k}`)}>
              {elements.map((element, index) => {
                const key = keyOf(element, index);
                const count = problemsOfElement(problems, k, key).length;
                return (
                  <ListItem key={key} disablePadding>
                    <ListItemButton
                      component={RouterLink}
                      to={`?kind=${k}&name=${encodeURIComponent(key)}`}
                      selected={k === kind && key === selected}
                      sx={{ pl: 3 }}
                    >
                      <ListItemText
                        primary={element.name || t('model.unnamed', { number: index + 1 })}
                        secondary={count > 0 ? t('model.problemCount', { count }) : undefined}
                        slotProps={{ secondary: { sx: { color: 'error.dark', fontWeight: 600 } } }}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
            {editing && (
              <Button size="small" component={RouterLink} to={`?kind=${k}&new=1`} sx={{ ml: 2 }}>
                {t(`model.add.${k}`)}
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
