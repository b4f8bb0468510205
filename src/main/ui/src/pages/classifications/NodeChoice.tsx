import { MenuItem, Stack, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { label } from '../../model/useModel';
import { useClassifier, type Classifier, type NodeHit } from '../classifiers/classifiersApi';
import { NodePicker } from './NodePicker';

/** A classifier, one of its versions and a node of it. */
export interface Choice {
  classifierName: string;
  /** Empty until the classifier's versions are read: then its default one. */
  versionName: string;
  hit: NodeHit | null;
}

interface Props {
  classifiers: readonly Classifier[];
  value: Choice;
  onChange: (choice: Choice) => void;
  /** The server's messages about the classifier and the node. */
  errors?: { classifier?: string; node?: string };
  /** Whether the classifier can be chosen (not when a classification of it is changed). */
  classifierFixed?: boolean;
}

/** Picks a classifier (among those given), its version (the default one first) and a node. */
export function NodeChoice({ classifiers, value, onChange, errors, classifierFixed }: Props) {
  const { t } = useTranslation();
  const details = useClassifier(value.classifierName || undefined);
  const versions = details.data?.versions ?? [];
  const preferred = versions.find((v) => v.default)?.name ?? versions[0]?.name ?? '';
  useEffect(() => {
    if (!value.versionName && preferred) onChange({ ...value, versionName: preferred });
  }, [value, preferred, onChange]);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'start' }}>
      <TextField
        select
        required
        label={t('classifications.field.classifier')}
        value={value.classifierName}
        disabled={classifierFixed}
        onChange={(e) => onChange({ classifierName: e.target.value, versionName: '', hit: null })}
        error={!!errors?.classifier}
        helperText={errors?.classifier}
        sx={{ minWidth: 220 }}
      >
        {classifiers.map((c) => (
          <MenuItem key={c.name} value={c.name}>
            {label(c)}
          </MenuItem>
        ))}
      </TextField>
      {versions.length > 1 && (
        <TextField
          select
          label={t('classifications.field.version')}
          value={value.versionName}
          onChange={(e) => onChange({ ...value, versionName: e.target.value, hit: null })}
          sx={{ minWidth: 160 }}
        >
          {versions.map((v) => (
            <MenuItem key={v.name} value={v.name}>
              {v.displayName || v.name}
              {v.default ? ` (${t('classifications.field.default')})` : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
      {value.classifierName && value.versionName && (
        <NodePicker
          key={`${value.classifierName}/${value.versionName}`}
          classifier={value.classifierName}
          version={value.versionName}
          value={value.hit}
          onChange={(hit) => onChange({ ...value, hit })}
          error={errors?.node}
          required
        />
      )}
    </Stack>
  );
}
