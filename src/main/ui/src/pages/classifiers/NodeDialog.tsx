import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeIn, subjectOf, type NodeForm } from './classifierLogic';
import type { NodeAttributeIn } from './classifiersApi';
import { NodeAttributeRow } from './NodeAttributeRow';
import { ParentField } from './ParentField';
import { messageAt } from './ProblemList';
import { useDraftSave } from './useDraftSave';
import { DraftDialog } from './DraftDialog';

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
    <DraftDialog
      titleId="node-form-title"
      title={
        original
          ? t('classifiers.nodeForm.editTitle', { name: original })
          : t('classifiers.nodeForm.newTitle', { parent: start.parentName })
      }
      maxWidth="md"
      save={save}
      draft={() => ({
        subject: subjectOf('node', classifier, version, subjectName),
        content: { kind: 'node', value: nodeIn(classifier, version, form, original) },
      })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Stack direction="row" spacing={2}>
        <TextField
          label={t('classifiers.field.nodeName')}
          required
          value={form.name}
          onChange={(e) => set({ name: e.target.value })}
          error={!!(own('name') || own('newName'))}
          helperText={
            own('name') || own('newName') || (original ? t('classifiers.nodeForm.renameHelp') : '')
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
    </DraftDialog>
  );
}
