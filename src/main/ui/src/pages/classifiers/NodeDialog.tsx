import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTRIBUTE_TYPES } from '../../model/attributeTypes';
import { nodeIn, subjectOf, type NodeForm } from './classifierLogic';
import type { NodeAttributeIn } from './classifiersApi';
import { ParentField } from './ParentField';
import { messageAt, ProblemList } from './ProblemList';
import { useDraftSave } from './useDraftSave';

/** A node attribute may be of any of the model's types but Complex. */
const TYPES = ATTRIBUTE_TYPES.filter((type) => type !== 'Complex');

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
            {form.attributes.map((a, i) => {
              const at = `attributes[${i}]`;
              const number = i + 1;
              return (
                <Stack
                  key={i}
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'start', flexWrap: 'wrap' }}
                  role="group"
                  aria-label={t('classifiers.nodeForm.attribute', { number })}
                >
                  <TextField
                    size="small"
                    label={t('classifiers.nodeForm.attributeName', { number })}
                    value={a.name}
                    onChange={(e) => setAttribute(i, { name: e.target.value })}
                    error={!!own(`${at}.name`)}
                    helperText={own(`${at}.name`)}
                    sx={{ width: 170 }}
                  />
                  <TextField
                    size="small"
                    label={t('classifiers.nodeForm.attributeDisplayName', { number })}
                    value={a.displayName ?? ''}
                    onChange={(e) => setAttribute(i, { displayName: e.target.value || null })}
                    sx={{ flex: 1, minWidth: 190 }}
                  />
                  <TextField
                    size="small"
                    select
                    label={t('classifiers.nodeForm.attributeType', { number })}
                    value={a.type}
                    onChange={(e) => setAttribute(i, { type: e.target.value })}
                    error={!!own(`${at}.type`)}
                    helperText={own(`${at}.type`)}
                    sx={{ width: 140 }}
                  >
                    {TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {type}
                      </MenuItem>
                    ))}
                  </TextField>
                  <FormControlLabel
                    control={
                      <Checkbox
                        size="small"
                        checked={a.inheritable ?? false}
                        onChange={(e) => setAttribute(i, { inheritable: e.target.checked })}
                      />
                    }
                    label={t('classifiers.attr.inheritable')}
                  />
                  <FormControlLabel
                    control={
                      <Checkbox
                        size="small"
                        checked={a.required ?? false}
                        onChange={(e) => setAttribute(i, { required: e.target.checked })}
                      />
                    }
                    label={t('classifiers.attr.required')}
                  />
                  <IconButton
                    aria-label={t('classifiers.nodeForm.removeAttribute', { number })}
                    onClick={() => set({ attributes: form.attributes.filter((_, j) => j !== i) })}
                  >
                    ✕
                  </IconButton>
                </Stack>
              );
            })}
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
