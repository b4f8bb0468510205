import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import type { DataModel, EntityDef, EnumerationDef } from '../../api/schemas';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorNotice } from '../../components/ErrorNotice';
import { EntityForm } from './EntityForm';
import { EnumerationForm } from './EnumerationForm';
import { saveElement, type AnyElement, type RelationDef, type SourceSystemDef } from './modelApi';
import type { Kind, PlacedProblem } from './modelPath';
import { RelationForm } from './RelationForm';
import { SourceSystemForm } from './SourceSystemForm';

/** The element fields each form shows; an element's other problems are listed above the form. */
const FIELDS: Record<Kind, string[]> = {
  entities: ['name', 'consolidation'],
  lookupEntities: ['name', 'consolidation', 'hierarchical'],
  nestedEntities: ['name'],
  enumerations: ['name'],
  relations: ['name', 'from', 'to', 'type'],
  sourceSystems: ['name', 'weight'],
};

interface Props {
  kind: Kind;
  /** The element as the draft holds it; null for a new one. */
  original: AnyElement | null;
  start: AnyElement;
  model: DataModel;
  draftId: number;
  version: number;
  problems: PlacedProblem[];
  /** Called with the draft's new version after a save, to show the draft as it now is. */
  /** Called after a save with the draft's new version and the element's name (or the removed one's). */
  onSaved: (version: number, name: string | null, removed: string | null) => void;
  onReload: () => void;
}

/** The form of one element in a data-model draft: save it into the draft, or delete it. */
export function ElementEditor(props: Props) {
  const { kind, original, model, draftId, version, problems, onSaved, onReload } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState<AnyElement>(props.start);
  const save = useMutation({
    mutationFn: (element: AnyElement | null) =>
      saveElement(kind, model, original?.name ?? null, element, { draftId, version }),
    onSuccess: (draft, element) =>
      onSaved(
        draft?.version ?? version,
        element?.name ?? null,
        element ? null : (original?.name ?? null),
      ),
  });
  const stale = save.error instanceof ApiError && save.error.status === 409;
  const others = problems.filter(
    (p) => p.place?.part === null && !FIELDS[kind].includes(p.place.field?.split(/[.[]/)[0] ?? ''),
  );
  const change = (next: AnyElement) => setValue(next);
  return (
    <Paper
      component="form"
      // A draft may hold what does not hold together yet: the server's check says what is wrong.
      noValidate
      sx={{ p: 2 }}
      aria-labelledby="element-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(value);
      }}
    >
      <Stack spacing={2}>
        <Typography id="element-title" variant="h5" component="h2">
          {original ? t('model.editing', { name: original.name }) : t(`model.new.${kind}`)}
        </Typography>
        {others.map((p) => (
          <Alert key={p.source + p.code} severity="error">
            {p.message}
          </Alert>
        ))}
        {kind === 'enumerations' ? (
          <EnumerationForm value={value as EnumerationDef} onChange={change} problems={problems} />
        ) : kind === 'relations' ? (
          <RelationForm
            value={value as RelationDef}
            onChange={change}
            problems={problems}
            model={model}
          />
        ) : kind === 'sourceSystems' ? (
          <SourceSystemForm
            value={value as SourceSystemDef}
            onChange={change}
            problems={problems}
          />
        ) : (
          <EntityForm
            kind={kind}
            value={value as EntityDef}
            onChange={change}
            problems={problems}
            model={model}
          />
        )}
        {stale ? (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                onClick={() => {
                  // The form goes back to the element as the draft holds it, read again.
                  save.reset();
                  setValue(props.start);
                  onReload();
                }}
              >
                {t('model.reload')}
              </Button>
            }
          >
            {t('model.stale')}
          </Alert>
        ) : (
          save.error && <ErrorNotice error={save.error} />
        )}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('model.saveToDraft')}
          </Button>
          {original && (
            <ConfirmButton
              variant="outlined"
              disabled={save.isPending}
              title={t('model.confirmDelete', { name: original.name })}
              text={t('model.confirmDeleteText')}
              onConfirm={() => save.mutate(null)}
            >
              {t('model.delete')}
            </ConfirmButton>
          )}
          <Button onClick={() => navigate(`?kind=${kind}`)}>{t('model.cancel')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
