import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnumerationDef } from '../../api/schemas';
import { useNode, type Classifier } from '../classifiers/classifiersApi';
import { AttributeInput } from '../drafts/AttributeInput';
import type { FormValues } from '../drafts/formValues';
import type { Period } from '../drafts/period';
import {
  classifyBody,
  formAttributes,
  placeOf,
  startValues,
  type ClassificationItem,
  type ClassificationView,
} from './classificationLogic';
import { useWriteClassifications } from './classificationsApi';
import { NodeChoice, type Choice } from './NodeChoice';
import { DateField } from '../../components/DateField';
import { fieldProblems, WriteFailure } from './WriteFailure';

interface Props {
  entityName: string;
  etalonId: string;
  classifiers: readonly Classifier[];
  /** The classifier to start with (a classification of it is being changed), else the first. */
  classifierName: string | null;
  sourceSystems: readonly string[];
  sourceSystem: string;
  /** The record's classifications now (attribute values of the node it is in are offered). */
  current: readonly ClassificationView[];
  enumerations: readonly EnumerationDef[];
  onClose: () => void;
  /**
   * Given, the classification is handed back to be written with the record (in the record's
   * draft, from the record key's source system) instead of written now.
   */
  collect?: (classifierName: string, item: ClassificationItem, label: string) => void;
}

/**
 * Places the record into a node of a classifier for a period, with the values of the node's
 * attributes (its own and those it inherits), from a source system.
 */
export function ClassifyDialog(props: Props) {
  const { t } = useTranslation();
  const { classifiers, current } = props;
  const [choice, setChoice] = useState<Choice>({
    classifierName: props.classifierName ?? classifiers[0]?.name ?? '',
    versionName: '',
    hit: null,
  });
  const [sourceSystem, setSourceSystem] = useState(props.sourceSystem);
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const [values, setValues] = useState<FormValues>({});
  const nodeId = choice.hit?.node.nodeId ?? null;
  const node = useNode(choice.classifierName, choice.versionName, nodeId);
  const attributes = useMemo(() => formAttributes(node.data), [node.data]);
  const write = useWriteClassifications(props.etalonId);

  // A node chosen: its attributes' inputs, holding the record's values if it is in that node now.
  // Set once per node (not again when the card reads the record's classifications anew).
  const [valuesOf, setValuesOf] = useState<string | null>(null);
  if (node.data && node.data.node.nodeId !== valuesOf) {
    const now = current.find((c) => c.nodeId === node.data.node.nodeId && c.status === 'ACTIVE');
    setValuesOf(node.data.node.nodeId);
    setValues(startValues(attributes, now ? (now.attributes as Record<string, unknown>) : null));
  }

  const { problems, message } = fieldProblems(write.error);
  const others = [
    ...(problems[''] ?? []),
    ...Object.entries(problems)
      .filter(
        ([field]) =>
          field !== '' &&
          !['node', 'validFrom', 'validTo', 'sourceSystem'].includes(field) &&
          !attributes.some((a) => `attributes.${a.attribute.name}` === field),
      )
      .flatMap(([, list]) => list),
  ];

  function submit() {
    if (!choice.hit) return;
    const body = classifyBody({
      entityName: props.entityName,
      etalonId: props.etalonId,
      sourceSystem,
      classifierName: choice.classifierName,
      versionName: choice.versionName,
      nodeId: choice.hit.node.nodeId,
      period,
      attributes,
      values,
    });
    if (props.collect) {
      props.collect(
        choice.classifierName,
        body.classifications![choice.classifierName]![0]!,
        placeOf(choice.hit),
      );
      props.onClose();
      return;
    }
    write.mutate(body, { onSuccess: props.onClose });
  }

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="classify-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="classify-title">{t('classifications.classify.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <NodeChoice
              classifiers={classifiers}
              value={choice}
              onChange={setChoice}
              classifierFixed={props.classifierName !== null}
              errors={{ node: message('node') }}
            />
            {node.data && (
              <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
                  {t('classifications.classify.attributes')}
                </Typography>
                {attributes.length === 0 && (
                  <Typography color="text.secondary">
                    {t('classifications.classify.noAttributes')}
                  </Typography>
                )}
                {attributes.map((a) => (
                  <Stack key={a.attribute.name} spacing={0.5}>
                    <AttributeInput
                      attribute={a.attribute}
                      enumeration={props.enumerations.find(
                        (e) => e.name === a.attribute.enumeration,
                      )}
                      value={values[a.attribute.name!] ?? null}
                      onChange={(value) => setValues({ ...values, [a.attribute.name!]: value })}
                      problems={problems[`attributes.${a.attribute.name}`] ?? []}
                    />
                    {a.from && (
                      <Typography variant="caption" color="text.secondary" sx={{ pl: 1.75 }}>
                        {t('classifications.classify.inherited', { node: a.from })}
                      </Typography>
                    )}
                  </Stack>
                ))}
              </Stack>
            )}
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {(['from', 'to'] as const).map((end) => {
                const field = end === 'from' ? 'validFrom' : 'validTo';
                return (
                  <DateField
                    key={end}
                    label={t(end === 'from' ? 'editor.validFrom' : 'editor.validTo')}
                    value={period[end]}
                    onChange={(value) => setPeriod({ ...period, [end]: value })}
                    error={!!message(field)}
                    helperText={
                      message(field) || t(end === 'from' ? 'editor.openStart' : 'editor.openEnd')
                    }
                    sx={{ minWidth: 200 }}
                  />
                );
              })}
              {!props.collect && (
                <TextField
                  select
                  required
                  label={t('classifications.field.sourceSystem')}
                  value={sourceSystem}
                  onChange={(e) => setSourceSystem(e.target.value)}
                  error={!!message('sourceSystem')}
                  helperText={message('sourceSystem') || t('classifications.classify.sourceHelp')}
                  sx={{ minWidth: 200 }}
                >
                  {props.sourceSystems.map((s) => (
                    <MenuItem key={s} value={s}>
                      {s}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
            {node.error && <Alert severity="error">{String(node.error.message)}</Alert>}
            <WriteFailure others={others} error={write.error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('classifiers.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!choice.hit || write.isPending}>
            {props.collect
              ? t('classifications.classify.collect')
              : t('classifications.classify.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
