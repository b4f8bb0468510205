import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeIn, subjectOf, type NodeForm } from './classifierLogic';
import type { NodeAttributeIn } from './classifiersApi';
import { NodeAttributeRow } from './NodeAttributeRow';
import { ParentField } from './ParentField';
import { messageAt, ProblemList } from './ProblemList';
import { useDraftSave } from './useDraftSave';

interface Props {
  classifier: string;
  version: string;
  /** The node's name before the change; null: a new node. */
  original: string | null;
  start: NodeForm;
  onClose: () => void;
  onSaved: (draftId: number) => void;
}

/** A node's fields and own attributes, saved into a classifier-node draft. */
export function NodeDialog({ classifier, version, original, start, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<NodeForm>(start);
  const subjectName = original ?? form.name.trim();
  const save = useDraftSave(
    'node',
    t(original ? 'classifiers.describe.changeNode' : 'classifiers.describe.newNode', {
      name: subjectName,
      classifier,
      version,
    }),
  );
  const own = (field: string) => messageAt(save.error, field);
  const set = (change: Partial<NodeForm>) => setForm({ ...form, ...change });
  const setAttribute = (index: number, change: Partial<NodeAttributeIn>) =>
    set({ attributes: form.attributes.map((a, i) => (i === index ? { ...a, ...change } : a)) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="node-form-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            {
              subject: subjectOf('node', classifier, version, subjectName),
              content: { kind: 'node', value: nodeIn(classifier, version, form, original) },
            },
            { onSuccess: onSaved },
          );
        }}
      >
        <DialogTitle id="node-form-title">
          {original
            ? t('classifiers.nodeForm.editTitle', { name: original })
            : t('classifiers.nodeForm.newTitle', { parent: start.parentName })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={2}>
              <TextField
                label={t('classifiers.field.nodeName')}
                required
                value={form.name}
                onChange={(e) => set({ name: e.target.value })}
                error={!!(own('name') || own('newName'))}
                helperText={
                  own('name') ||
                  own('newName') ||
                  (original ? t('classifiers.nodeForm.renameHelp') : '')
                }
                sx={{ flex: 1 }}
              />
              <TextField
                label={t('classifiers.field.displayName')}
                required
                value={form.displayName}
                onChange={(e) => set({ displayName: e.target.value })}
                error={!!own('displayName')}
                helperText={own('displayName')}
                sx={{ flex: 1 }}
              />
            </Stack>
            <Stack direction="row" spacing={2}>
              <TextField
                label={t('classifiers.field.code')}
                value={form.code}
                onChange={(e) => set({ code: e.target.value })}
                error={!!own('code')}
                helperText={own('code')}
                sx={{ flex: 1 }}
              />
              <ParentField
                classifier={classifier}
                version={version}
                value={form.parentName}
                onChange={(parentName) => set({ parentName })}
                error={own('parentName')}
                help={original ? t('classifiers.nodeForm.moveHelp') : ''}
              />
            </Stack>
            <TextField
              label={t('classifiers.field.description')}
              value={form.description}
              onChange={(e) => set({ description: e.target.value })}
            />
            <Typography variant="subtitle1" component="h3">
              {t('classifiers.node.own')}
            </Typography>
            {form.attributes.map((a, i) => (
              <NodeAttributeRow
                key={i}
                attribute={a}
                number={i + 1}
                onChange={(change) => setAttribute(i, change)}
                onRemove={() => set({ attributes: form.attributes.filter((_, j) => j !== i) })}
                problem={(field) => own(`attributes[${i}].${field}`)}
              />
            ))}
            <div>
              <Button
                onClick={() =>
                  set({
                    attributes: [
                      ...form.attributes,
                      { name: '', type: 'String', inheritable: false, required: false },
                    ],
                  })
                }
              >
                {t('classifiers.nodeForm.addAttribute')}
              </Button>
            </div>
            {save.error && <ProblemList error={save.error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('classifiers.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('classifiers.form.saveToDraft')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
