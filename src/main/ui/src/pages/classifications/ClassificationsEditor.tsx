import {
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBound } from '../../format/dates';
import type { EnumerationDef } from '../../api/schemas';
import { ErrorNotice } from '../../components/ErrorNotice';
import { periodOf } from '../drafts/period';
import { inForceAt, nodeLabel, type Added, type Dropped } from './classificationLogic';
import { useClassifiersOf, useRecordClassifications } from './classificationsApi';
import { ClassifyDialog } from './ClassifyDialog';

interface Props {
  entityName: string;
  /** The record changed; null: a new record (nothing to remove). */
  etalonId: string | null;
  enumerations: readonly EnumerationDef[];
  added: readonly Added[];
  onAddedChange: (added: Added[]) => void;
  dropped: readonly Dropped[];
  onDroppedChange: (dropped: Dropped[]) => void;
}

/**
 * The record editor's classifications: those the draft places the record in (chosen with the
 * classify form, written with the record when the draft is published) and those in force now that
 * the draft removes. Shown when a classifier is assigned to the record's entity.
 */
export function ClassificationsEditor(props: Props) {
  const { t, i18n } = useTranslation();
  const { entityName, etalonId, added, dropped } = props;
  const { classifiers, assigned, labelOf, multiple } = useClassifiersOf(entityName);
  const [classifying, setClassifying] = useState(false);
  if (classifiers.error) return <ErrorNotice error={classifiers.error} />;
  if (assigned.length === 0) return null;

  return (
    <Paper component="section" aria-labelledby="editor-classifications-title" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" id="editor-classifications-title" sx={{ flex: 1 }}>
          {t('classifications.title')}
        </Typography>
        <Button variant="outlined" onClick={() => setClassifying(true)}>
          {t('classifications.classify.open')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('classifications.editor.help')}
      </Typography>
      {etalonId && (
        <Current
          etalonId={etalonId}
          labelOf={labelOf}
          multiple={multiple}
          dropped={dropped}
          onDroppedChange={props.onDroppedChange}
        />
      )}
      {added.length > 0 && (
        <List dense aria-label={t('classifications.editor.added')}>
          {added.map((a, i) => {
            const period = periodOf(a.item.validFrom ?? null, a.item.validTo ?? null);
            return (
              <ListItem
                key={i}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('classifications.editor.undoAdd', { node: a.label })}
                    onClick={() => props.onAddedChange(added.filter((_, j) => j !== i))}
                  >
                    ✕
                  </IconButton>
                }
              >
                <ListItemText
                  primary={`${labelOf(a.classifierName)}: ${a.label}`}
                  secondary={t('record.period', {
                    from: formatBound(period.from, i18n.language, t('common.beginning')),
                    to: formatBound(period.to, i18n.language, t('common.end')),
                  })}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {classifying && (
        <ClassifyDialog
          entityName={entityName}
          etalonId={etalonId ?? ''}
          classifiers={assigned}
          classifierName={null}
          sourceSystems={[]}
          sourceSystem=""
          current={[]}
          enumerations={props.enumerations}
          onClose={() => setClassifying(false)}
          collect={(classifierName, item, node) =>
            props.onAddedChange([...added, { classifierName, item, label: node }])
          }
        />
      )}
    </Paper>
  );
}

interface CurrentProps {
  etalonId: string;
  labelOf: (classifierName: string) => string;
  multiple: (classifierName: string) => boolean;
  dropped: readonly Dropped[];
  onDroppedChange: (dropped: Dropped[]) => void;
}

/** The record's classifications in force now, each removable with the draft. */
function Current({ etalonId, labelOf, multiple, dropped, onDroppedChange }: CurrentProps) {
  const { t } = useTranslation();
  const views = useRecordClassifications(etalonId);
  if (views.error) return <ErrorNotice error={views.error} />;
  const now = inForceAt(views.data ?? [], new Date());
  if (now.length === 0) return null;
  const isDropped = (classifierName: string, nodeId: string) =>
    dropped.some(
      (d) => d.classifierName === classifierName && (d.nodeId === null || d.nodeId === nodeId),
    );
  return (
    <List dense aria-label={t('classifications.editor.current')}>
      {now.map((view) => {
        const node = nodeLabel({
          displayName: view.nodeDisplayName,
          name: view.nodeName,
          code: view.nodeCode,
        });
        const gone = isDropped(view.classifierName, view.nodeId);
        const nodeId = multiple(view.classifierName) ? view.nodeId : null;
        return (
          <ListItem
            key={`${view.classificationId}/${view.validFrom}`}
            secondaryAction={
              gone ? (
                <Button
                  size="small"
                  onClick={() =>
                    onDroppedChange(
                      dropped.filter(
                        (d) => !(d.classifierName === view.classifierName && d.nodeId === nodeId),
                      ),
                    )
                  }
                >
                  {t('classifications.editor.keep')}
                </Button>
              ) : (
                <Button
                  size="small"
                  color="error"
                  aria-label={t('classifications.editor.drop', { node })}
                  onClick={() =>
                    onDroppedChange([
                      ...dropped,
                      { classifierName: view.classifierName, nodeId, label: node },
                    ])
                  }
                >
                  {t('classifications.remove.open')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={`${labelOf(view.classifierName)}: ${node}`}
              secondary={
                gone ? t('classifications.editor.dropped') : t('classifications.editor.now')
              }
              sx={
                gone
                  ? { '& .MuiListItemText-primary': { textDecoration: 'line-through' } }
                  : undefined
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
