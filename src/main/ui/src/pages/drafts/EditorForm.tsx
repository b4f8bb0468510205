import { Alert, Box, Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import type { AttributeDef } from '../../api/schemas';
import { label, useModel, type Entity } from '../../model/useModel';
import { AttributeInput } from './AttributeInput';
import type { Related } from './ExistingLinks';
import { placeProblems } from '../../forms/problems';
import { recordFieldOf } from './fieldProblems';
import { attributesOf, changedAttributesOf, type FormValues } from './formValues';
import { PLATFORM_SOURCE, recordDraftDescription } from './recordDrafts';
import {
  LinksEditor,
  relationsDeletesOf,
  relationsOf,
  type Links,
  type Removed,
} from './LinksEditor';
import { periodToApi, type Period } from './period';
import { PeriodFields } from './PeriodFields';
import { useSaveRecord } from './useSaveRecord';
import {
  classificationFields,
  type Added,
  type Dropped,
} from '../classifications/classificationLogic';
import { ClassificationsEditor } from '../classifications/ClassificationsEditor';
import { Section } from '../../components/Section';
import { QualityMarks } from '../quality/QualityMarks';
import type { QualityError } from '../quality/qualityResults';

/** Where the form writes: the record (none yet for a new one), its key, the draft if given. */
export interface Target {
  entityName: string;
  etalonId: string | null;
  draftId: number | null;
  sourceSystem: string;
  externalId: string;
}

interface Props {
  entity: Entity;
  /** The record's name (the register's display format), for the draft's description. */
  recordName?: string | null;
  attributes: AttributeDef[];
  initial: FormValues;
  /** The validity period of the version read (the one the steward edits). */
  initialPeriod: Period;
  /** The record's links as read. */
  existingLinks: Record<string, Related[]>;
  target: Target;
  /** The attributes the platform's source overrides in the version read (a steward's values). */
  overridden?: ReadonlySet<string>;
  /** Of those, the attributes a steward emptied (the golden record has no value of them). */
  emptied?: ReadonlySet<string>;
  /** The published record's quality errors by top-level attribute. */
  qualityErrors?: ReadonlyMap<string, QualityError[]>;
}

/** The record's form; saving writes it into a record draft and shows the draft's preview. */
export function EditorForm(props: Props) {
  const { entity, attributes, initial, target } = props;
  const { t } = useTranslation();
  const model = useModel();
  const [form, setForm] = useState(initial);
  const [period, setPeriod] = useState(props.initialPeriod);
  const [links, setLinks] = useState<Links>({});
  const [removed, setRemoved] = useState<Removed>({});
  const [classified, setClassified] = useState<Added[]>([]);
  const [unclassified, setUnclassified] = useState<Dropped[]>([]);
  const [key, setKey] = useState({
    sourceSystem: target.sourceSystem,
    externalId: target.externalId,
  });
  const [following, setFollowing] = useState<string[]>([]);
  const isNew = target.etalonId === null;
  // A new record of the platform's own source may leave its key out: the platform names it.
  const keyOptional = isNew && key.sourceSystem === PLATFORM_SOURCE;
  const externalId = key.externalId.trim();
  // A steward's edit of a record there is sends only what changed: the rest follows the sources.
  const overriding = !isNew && key.sourceSystem === PLATFORM_SOURCE;
  const overridden = props.overridden ?? new Set<string>();
  const emptied = props.emptied ?? new Set<string>();
  const relations = useMemo(
    () => (model.data?.relations ?? []).filter((r) => r.from === entity.name),
    [model.data, entity.name],
  );
  const enumerations = model.data?.enumerations ?? [];

  const save = useSaveRecord({
    entityName: entity.name!,
    etalonId: target.etalonId,
    draftId: target.draftId,
    describe: () =>
      recordDraftDescription(t, label(entity), {
        etalonId: isNew ? null : target.etalonId,
        name: props.recordName,
        key: externalId,
      }),
  });

  const fields = [
    'sourceSystem',
    'externalId',
    'validFrom',
    'validTo',
    ...attributes.map((a) => a.name!),
    ...relations.map((r) => `relations.${r.name}`),
  ];
  const problems =
    save.error instanceof ApiError
      ? placeProblems(save.error.problems, fields, recordFieldOf)
      : { fields: {}, others: [] };
  const others = save.error && !(save.error instanceof ApiError) ? [save.error.message] : [];
  const keyProblem = (field: string) => problems.fields[field]?.map((p) => p.message).join(' ');

  function submit(event: FormEvent) {
    event.preventDefault();
    // React hands a portal's events to its React parents: the submit of a dialog opened from
    // this form (the classify form) reaches here too, and is not this form's.
    if (event.target !== event.currentTarget) return;
    save.mutate({
      sourceSystem: key.sourceSystem,
      ...(externalId || !keyOptional ? { externalId: key.externalId } : {}),
      attributes: overriding
        ? changedAttributesOf(attributes, initial, form)
        : attributesOf(attributes, form),
      ...(overriding && following.length > 0 ? { followSources: following } : {}),
      relations: relationsOf(links),
      relationsDeletes: relationsDeletesOf(removed),
      ...classificationFields(classified, unclassified),
      ...periodToApi(period),
    });
  }

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label={t('drafts.editor.form')}
    >
      {(problems.others.length > 0 || others.length > 0) && (
        <Alert severity="error" data-testid="form-problems">
          {t('drafts.editor.refused')}
          <ul>
            {[...problems.others.map((p) => p.message), ...others].map((message, i) => (
              <li key={i}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {save.error && problems.others.length === 0 && others.length === 0 && (
        <Alert severity="error">{t('drafts.editor.fixFields')}</Alert>
      )}
      <Section
        id="key-title"
        title={t('drafts.editor.key')}
        help={isNew ? t('drafts.editor.keyHelpNew') : t('drafts.editor.keyHelpEdit')}
        helpGap={2}
      >
        <Stack direction="row" spacing={2}>
          <TextField
            select
            label={t('drafts.editor.sourceSystem')}
            value={key.sourceSystem}
            onChange={(e) => setKey({ ...key, sourceSystem: e.target.value })}
            disabled={!isNew}
            required
            error={!!keyProblem('sourceSystem')}
            helperText={keyProblem('sourceSystem')}
            sx={{ minWidth: 240 }}
          >
            {(model.data?.sourceSystems ?? []).map((s) => (
              <MenuItem key={s.name} value={s.name!}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('drafts.editor.externalId')}
            value={key.externalId}
            onChange={(e) => setKey({ ...key, externalId: e.target.value })}
            disabled={!isNew}
            required={!keyOptional}
            error={!!keyProblem('externalId')}
            helperText={
              keyProblem('externalId') ||
              (keyOptional ? t('drafts.editor.externalIdOptional') : undefined)
            }
            sx={{ flex: 1 }}
          />
        </Stack>
      </Section>
      <Section
        id="values-title"
        title={t('drafts.editor.values')}
        help={
          <>
            {overriding ? t('drafts.editor.overrideHelp') : t('drafts.editor.requiredHelp')}
            {(props.qualityErrors?.size ?? 0) > 0 && ` ${t('quality.editorHelp')}`}
          </>
        }
        helpGap={2}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
          {attributes.map((attribute) => {
            const name = attribute.name!;
            const follows = following.includes(name);
            return (
              <Box key={name} data-attribute-box={name}>
                {follows ? (
                  <Alert severity="info" data-testid="follows-sources">
                    {t('drafts.editor.followsSources', { name: label(attribute) })}
                  </Alert>
                ) : (
                  <AttributeInput
                    attribute={attribute}
                    enumeration={enumerations.find((e) => e.name === attribute.enumeration)}
                    value={form[name] ?? null}
                    onChange={(value) => setForm((f) => ({ ...f, [name]: value }))}
                    problems={problems.fields[name] ?? []}
                  />
                )}
                <QualityMarks errors={props.qualityErrors?.get(name)} />
                {overriding && overridden.has(name) && (
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
                    <Chip
                      size="small"
                      color="secondary"
                      label={
                        emptied.has(name) ? t('record.emptiedBySteward') : t('record.overridden')
                      }
                    />
                    <Button
                      size="small"
                      onClick={() => {
                        if (follows) {
                          setFollowing((all) => all.filter((n) => n !== name));
                        } else {
                          // a value followed again is not written too
                          setForm((f) => ({ ...f, [name]: initial[name] ?? null }));
                          setFollowing((all) => [...all, name]);
                        }
                      }}
                    >
                      {follows ? t('drafts.editor.keepOverride') : t('drafts.editor.followSources')}
                    </Button>
                  </Stack>
                )}
              </Box>
            );
          })}
        </Box>
      </Section>
      <PeriodFields
        period={period}
        onChange={setPeriod}
        problems={{ validFrom: keyProblem('validFrom'), validTo: keyProblem('validTo') }}
      />
      <LinksEditor
        relations={relations}
        existing={props.existingLinks}
        links={links}
        onChange={setLinks}
        removed={removed}
        onRemovedChange={setRemoved}
        problems={problems.fields}
      />
      <ClassificationsEditor
        entityName={entity.name!}
        etalonId={target.etalonId}
        enumerations={enumerations}
        added={classified}
        onAddedChange={setClassified}
        dropped={unclassified}
        onDroppedChange={setUnclassified}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
          {t('drafts.editor.save')}
        </Button>
      </Box>
    </Stack>
  );
}
