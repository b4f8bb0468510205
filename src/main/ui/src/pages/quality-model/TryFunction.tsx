import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Problem } from '../../api/errors';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ElementProblems } from '../../components/ProblemText';
import { Section } from '../../components/Section';
import { display } from '../../model/useModel';
import { ConstantField } from './ConstantField';
import { callInputs } from './constants';
import type { QualityFunction } from './formModel';
import { FunctionPicker } from './FunctionPicker';
import { PortSummary } from './PortSummary';
import { callFunction } from './qualityModelApi';

/** Calls a function with values typed here: its outputs, or its problems at the ports. */
export function TryFunction({ functions }: { functions: QualityFunction[] }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [outputs, setOutputs] = useState<Record<string, unknown> | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const fn = functions.find((f) => f.name === name);
  const at = (port: string) => problems.filter((p) => p.source === `inputs.${port}`);
  const others = problems.filter(
    (p) => !fn?.inputs.some((port) => p.source === `inputs.${port.name}`),
  );

  async function call() {
    setBusy(true);
    setOutputs(null);
    setProblems([]);
    setFailure(null);
    try {
      setOutputs(await callFunction(name, callInputs(values)));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setProblems(error.problems);
      else setFailure(error);
    }
    setBusy(false);
  }

  return (
    <Section
      id="dq-try"
      title={t('qualityDraft.try')}
      help={t('qualityDraft.tryHelp')}
      helpGap={2}
      data-testid="try-function"
    >
      <Stack spacing={1.5}>
        <FunctionPicker
          functions={functions}
          value={name}
          onChange={(next) => {
            setName(next);
            setValues({});
            setOutputs(null);
            setProblems([]);
          }}
        />
        {fn && <PortSummary fn={fn} />}
        {fn?.inputs.map((port) => (
          <ConstantField
            key={port.name}
            label={port.displayName}
            types={port.types}
            required={port.required}
            value={values[port.name] ?? ''}
            problems={at(port.name)}
            onChange={(value) => setValues({ ...values, [port.name]: value })}
          />
        ))}
        <ElementProblems problems={others} />
        {failure !== null && <ErrorNotice error={failure} />}
        <div>
          <Button variant="outlined" onClick={() => void call()} disabled={!fn || busy}>
            {t('qualityDraft.call')}
          </Button>
        </div>
        {fn && outputs && (
          <DataTable
            aria-label={t('qualityDraft.outputs')}
            sx={{ maxWidth: 600 }}
            rows={fn.outputs}
            rowKey={(port) => port.name}
            columns={[
              { header: t('qualityDraft.outputPort'), cell: (port) => port.displayName },
              {
                header: t('qualityDraft.outputValue'),
                cell: (port) => shown(outputs[port.name], t),
              },
            ]}
          />
        )}
      </Stack>
    </Section>
  );
}

function shown(value: unknown, t: (key: string) => string) {
  if (value === true) return t('qualityDraft.yes');
  if (value === false) return t('qualityDraft.no');
  return display(value);
}
