import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Period } from '../drafts/period';
import { removeBody } from './classificationLogic';
import { useWriteClassifications } from './classificationsApi';
import { DateField } from '../../components/DateField';
import { fieldProblems, WriteFailure } from './WriteFailure';

interface Props {
  entityName: string;
  etalonId: string;
  classifierName: string;
  classifierLabel: string;
  /** In a classifier allowing several nodes, the node whose classification goes. */
  nodeId: string | null;
  /** The period offered (the one of the row the steward chose); null: the whole classification. */
  period: Period | null;
  sourceSystems: readonly string[];
  sourceSystem: string;
  onClose: () => void;
}

/** Deletes a record's classification, wholly (it becomes inactive) or for a period. */
export function RemoveDialog(props: Props) {
  const { t } = useTranslation();
  const [whole, setWhole] = useState(props.period === null);
  const [period, setPeriod] = useState<Period>(props.period ?? { from: '', to: '' });
  const [sourceSystem, setSourceSystem] = useState(props.sourceSystem);
  const write = useWriteClassifications(props.etalonId);
  const { problems, message } = fieldProblems(write.error);
  const others = Object.entries(problems)
    .filter(([field]) => !['validFrom', 'validTo', 'sourceSystem'].includes(field))
    .flatMap(([, list]) => list);
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="remove-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          write.mutate(
            removeBody({
              entityName: props.entityName,
              etalonId: props.etalonId,
              sourceSystem,
              classifierName: props.classifierName,
              nodeId: props.nodeId,
              period: whole ? null : period,
            }),
            { onSuccess: props.onClose },
          );
        }}
      >
        <DialogTitle id="remove-title">
          {t('classifications.remove.title', { classifier: props.classifierLabel })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <RadioGroup
              value={whole ? 'whole' : 'period'}
              onChange={(e) => setWhole(e.target.value === 'whole')}
              aria-label={t('classifications.remove.what')}
            >
              <FormControlLabel
                value="whole"
                control={<Radio />}
                label={t('classifications.remove.whole')}
              />
              <FormControlLabel
                value="period"
                control={<Radio />}
                label={t('classifications.remove.period')}
              />
            </RadioGroup>
            {!whole && (
              <Stack direction="row" spacing={2}>
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
                      sx={{ flex: 1 }}
                    />
                  );
                })}
              </Stack>
            )}
            <TextField
              select
              label={t('classifications.field.sourceSystem')}
              value={sourceSystem}
              onChange={(e) => setSourceSystem(e.target.value)}
              error={!!message('sourceSystem')}
              helperText={message('sourceSystem') || t('classifications.remove.sourceHelp')}
            >
              {props.sourceSystems.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
            <DialogContentText>{t('classifications.remove.help')}</DialogContentText>
            <WriteFailure others={others} error={write.error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('classifiers.form.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={write.isPending}>
            {t('classifications.remove.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
