import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { label } from '../../model/useModel';
import { useClassifiers } from '../classifiers/classifiersApi';
import { MOST_NODES, placeOf, type UnderNode } from './classificationLogic';
import { NodeChoice, type Choice } from './NodeChoice';

interface Props {
  entityName: string;
  nodes: readonly UnderNode[];
  onChange: (nodes: UnderNode[]) => void;
}

/**
 * The search's `classifiedUnder` conditions: a node of a classifier assigned to the entity, picked
 * with the node search, shown as a chip that removes it. Nothing is shown for an entity no
 * classifier is assigned to.
 */
export function ClassifiedUnderFilter({ entityName, nodes, onChange }: Props) {
  const { t } = useTranslation();
  const classifiers = useClassifiers();
  const assigned = useMemo(
    () => (classifiers.data ?? []).filter((c) => c.assignments.includes(entityName)),
    [classifiers.data, entityName],
  );
  const [choice, setChoice] = useState<Choice | null>(null);
  if (assigned.length === 0 && nodes.length === 0) return null;
  const labelOf = (name: string) => {
    const found = assigned.find((c) => c.name === name);
    return found ? label(found) : name;
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}
      role="group"
      aria-label={t('classifications.filter.chips')}
    >
      <Typography variant="subtitle2" component="span">
        {t('classifications.filter.title')}:
      </Typography>
      {nodes.map((node) => {
        const text = `${labelOf(node.classifierName)}: ${node.label}`;
        return (
          <Chip
            key={node.nodeId}
            label={text}
            onDelete={() => onChange(nodes.filter((n) => n.nodeId !== node.nodeId))}
            title={t('classifications.filter.remove', { label: text })}
            data-testid="classified-under"
          />
        );
      })}
      <Button
        size="small"
        disabled={assigned.length === 0 || nodes.length >= MOST_NODES}
        onClick={() =>
          setChoice({ classifierName: assigned[0]?.name ?? '', versionName: '', hit: null })
        }
      >
        + {t('classifications.filter.add')}
      </Button>
      {choice && (
        <Dialog
          open
          onClose={() => setChoice(null)}
          fullWidth
          maxWidth="md"
          aria-labelledby="under-title"
        >
          <DialogTitle id="under-title">{t('classifications.filter.dialog')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('classifications.filter.help')}</DialogContentText>
            <NodeChoice classifiers={assigned} value={choice} onChange={setChoice} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setChoice(null)}>{t('classifiers.form.cancel')}</Button>
            <Button
              variant="contained"
              disabled={!choice.hit}
              onClick={() => {
                const hit = choice.hit!;
                const picked: UnderNode = {
                  nodeId: hit.node.nodeId,
                  classifierName: choice.classifierName,
                  label: placeOf(hit),
                };
                onChange([...nodes.filter((n) => n.nodeId !== picked.nodeId), picked]);
                setChoice(null);
              }}
            >
              {t('classifications.filter.apply')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
