import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ElementProblems } from '../../components/ProblemText';
import type { AttributePath } from './attributePaths';
import { PathField } from './PathField';
import { ConstantField } from './ConstantField';
import type { InputForm, Port } from './formModel';
import { problemsAt, problemsExcept, type PlacedProblems } from './problemPaths';

interface Props {
  port: Port;
  input: InputForm | undefined;
  paths: AttributePath[];
  placed: PlacedProblems | null;
  onChange(change: Partial<InputForm>): void;
}

/** What feeds an input port of a mapping: an attribute by its path, or a constant of its type. */
export function PortInputField({ port, input, paths, placed, onChange }: Props) {
  const { t } = useTranslation();
  const key = input?.key ?? '';
  const byConstant = !!input && input.path === '' && input.constant !== '';
  const byPath = !!input && input.path !== '';
  // An optional port fed by nothing says so, rather than showing an empty attribute field.
  const [kind, setKind] = useState<Kind>(
    byConstant ? 'constant' : byPath || port.required ? 'path' : 'none',
  );
  const label = `${port.displayName}${port.required ? ' *' : ''} (${port.types.join(' | ')})`;
  return (
    <Stack spacing={0.5} data-testid="port-input" aria-label={port.displayName} role="group">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('qualityDraft.feed', { port: port.displayName })}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as Kind);
            onChange({ path: '', constant: '' });
          }}
          sx={{ width: 260 }}
        >
          {!port.required && <MenuItem value="none">{t('qualityDraft.notGiven')}</MenuItem>}
          <MenuItem value="path">{t('qualityDraft.byAttribute')}</MenuItem>
          <MenuItem value="constant">{t('qualityDraft.byConstant')}</MenuItem>
        </TextField>
        {kind === 'none' ? null : kind === 'path' ? (
          <PathField
            label={label}
            value={input?.path ?? ''}
            paths={paths}
            problems={problemsAt(placed, key, 'path')}
            onChange={(path) => onChange({ path, constant: '' })}
          />
        ) : (
          <ConstantField
            label={label}
            types={port.types}
            value={input?.constant ?? ''}
            problems={problemsAt(placed, key, 'constant')}
            onChange={(constant) => onChange({ path: '', constant })}
          />
        )}
      </Stack>
      <ElementProblems problems={problemsExcept(placed, key, ['path', 'constant'])} />
    </Stack>
  );
}

type Kind = 'none' | 'path' | 'constant';
