import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormDialog } from '../../components/FormDialog';
import { formProblems } from '../../forms/problems';
import { attributesOf, entitiesOf, label as shownName, useModel } from '../../model/useModel';
import { LABEL_FIELDS, labelAttributes, labelFieldOf, splitPaths } from './labelLogic';
import { useSaveLabel, type SecurityLabel } from './securityApi';

/**
 * A new security label, or a label's names and attributes: a register or reference set of the
 * published model, then the attributes of it that restrict. The server's problems stand at their
 * fields.
 */
export function LabelDialog({
  label,
  onClose,
}: {
  label: SecurityLabel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const model = useModel();
  const save = useSaveLabel();
  const initial = splitPaths(label?.attributes.map((a) => a.path) ?? []);
  const [name, setName] = useState(label?.name ?? '');
  const [displayName, setDisplayName] = useState(label?.displayName ?? '');
  const [description, setDescription] = useState(label?.description ?? '');
  const [entityName, setEntityName] = useState(label?.entityName || initial.entity);
  const [chosen, setChosen] = useState<string[]>(initial.attributes);

  const entities = entitiesOf(model.data);
  const entity = entities.find((e) => e.name === entityName);
  const offered = entity ? labelAttributes(entity) : [];
  // An attribute the label names that the model no longer offers stays, to be taken out.
  const shown = [...offered, ...chosen.filter((a) => !offered.includes(a))];
  const titleOf = (attribute: string) =>
    shownName(
      (entity && attributesOf(entity).find((a) => a.name === attribute)) || { name: attribute },
    );
  const { said, others } = formProblems(save.error, LABEL_FIELDS, labelFieldOf);

  function toggle(attribute: string) {
    setChosen((now) =>
      now.includes(attribute)
        ? now.filter((a) => a !== attribute)
        : shown.filter((a) => a === attribute || now.includes(a)),
    );
  }

  return (
    <FormDialog
      title={label ? t('security.label.editTitle', { label: label.name }) : t('security.label.new')}
      submitLabel={label ? t('security.save') : t('security.label.create')}
      error={save.error}
      others={others}
      pending={save.isPending}
      incomplete={name.trim() === ''}
      onSubmit={() =>
        save.mutateAsync({
          name: name.trim(),
          displayName: displayName.trim(),
          description: description.trim(),
          paths: chosen.map((a) => `${entityName}.${a}`),
          version: label ? label.version : null,
        })
      }
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {t('security.label.help')}
      </Typography>
      <TextField
        required
        size="small"
        label={t('security.label.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        disabled={label !== null}
        error={!!said('name')}
        helperText={said('name')}
      />
      <TextField
        size="small"
        label={t('security.label.displayName')}
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
        error={!!said('displayName')}
        helperText={said('displayName')}
      />
      <TextField
        size="small"
        label={t('security.label.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={!!said('description')}
        helperText={said('description')}
      />
      <TextField
        select
        required
        size="small"
        label={t('security.label.entity')}
        value={entityName}
        onChange={(e) => {
          setEntityName(e.target.value);
          setChosen([]);
        }}
        helperText={label ? t('security.label.entityMoves') : undefined}
      >
        {entities.map((e) => (
          <MenuItem key={e.name} value={e.name ?? ''}>
            {shownName(e)}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {t(`security.label.kind.${e.kind}`)}
            </Typography>
          </MenuItem>
        ))}
        {entityName && !entity && <MenuItem value={entityName}>{entityName}</MenuItem>}
      </TextField>
      {entityName && (
        <FormControl error={!!said('attributes')} component="fieldset">
          <FormLabel component="legend">{t('security.label.paths')}</FormLabel>
          {shown.length === 0 ? (
            <Typography variant="body2">{t('security.label.noAttributes')}</Typography>
          ) : (
            <FormGroup row>
              {shown.map((a) => (
                <FormControlLabel
                  key={a}
                  control={<Checkbox checked={chosen.includes(a)} onChange={() => toggle(a)} />}
                  label={titleOf(a)}
                />
              ))}
            </FormGroup>
          )}
          {said('attributes') && <FormHelperText>{said('attributes')}</FormHelperText>}
        </FormControl>
      )}
      {model.error && <ErrorNotice error={model.error} />}
    </FormDialog>
  );
}
