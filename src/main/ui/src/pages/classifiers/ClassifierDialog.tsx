import { Autocomplete, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entitiesOf, useModel } from '../../model/useModel';
import { blankToNull, subjectOf } from './classifierLogic';
import type { Classifier } from './classifiersApi';
import { messageAt } from './ProblemList';
import { useDraftSave } from './useDraftSave';
import { DraftDialog } from './DraftDialog';

interface Props {
  /** The classifier to change; null: a new one. */
  classifier: Classifier | null;
  onClose: () => void;
  onSaved: (draftId: number) => void;
}

/** A classifier's fields, saved into a classifier-model draft. */
export function ClassifierDialog({ classifier, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const model = useModel();
  const entities = useMemo(() => entitiesOf(model.data).map((e) => e.name!), [model.data]);
  const [name, setName] = useState(classifier?.name ?? '');
  const [displayName, setDisplayName] = useState(classifier?.displayName ?? '');
  const [description, setDescription] = useState(classifier?.description ?? '');
  const [codePattern, setCodePattern] = useState(classifier?.codePattern ?? '');
  const [multiple, setMultiple] = useState(classifier?.multiple ?? false);
  const [assignments, setAssignments] = useState<string[]>(classifier?.assignments ?? []);
  const save = useDraftSave(
    'classifier',
    t(classifier ? 'classifiers.describe.changeClassifier' : 'classifiers.describe.newClassifier', {
      name: name.trim(),
    }),
  );
  const error = save.error;
  const own = (field: string) => messageAt(error, field);
  const title = classifier
    ? t('classifiers.form.editTitle', { name: classifier.name })
    : t('classifiers.form.newTitle');
  return (
    <DraftDialog
      titleId="classifier-form-title"
      title={title}
      save={save}
      draft={() => ({
        subject: subjectOf('classifier', name.trim()),
        content: {
          kind: 'classifier',
          value: {
            name: name.trim(),
            displayName: displayName.trim(),
            description: blankToNull(description),
            codePattern: blankToNull(codePattern),
            multiple,
            assignments,
          },
        },
      })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <TextField
        label={t('classifiers.field.name')}
        required
        value={name}
        disabled={classifier !== null}
        onChange={(e) => setName(e.target.value)}
        error={!!own('name')}
        helperText={own('name') || t('classifiers.form.nameHelp')}
      />
      <TextField
        label={t('classifiers.field.displayName')}
        required
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
        error={!!own('displayName')}
        helperText={own('displayName')}
      />
      <TextField
        label={t('classifiers.field.description')}
        value={description}
        multiline
        onChange={(e) => setDescription(e.target.value)}
      />
      <TextField
        label={t('classifiers.field.codePattern')}
        value={codePattern}
        onChange={(e) => setCodePattern(e.target.value)}
        error={!!own('codePattern')}
        helperText={own('codePattern') || t('classifiers.form.codePatternHelp')}
      />
      <FormControlLabel
        control={<Checkbox checked={multiple} onChange={(e) => setMultiple(e.target.checked)} />}
        label={t('classifiers.field.multiple')}
      />
      <Autocomplete
        multiple
        freeSolo
        options={entities}
        value={assignments}
        onChange={(_e, next) => setAssignments(next)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('classifiers.field.assignments')}
            error={!!own('assignments')}
            helperText={own('assignments') || t('classifiers.form.assignmentsHelp')}
          />
        )}
      />
    </DraftDialog>
  );
}
