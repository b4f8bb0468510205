import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { attributesOf, entitiesOf, label, useModel } from '../../model/useModel';
import { EditorForm, type Target } from './EditorForm';
import { formOf } from './formValues';
import { periodOf } from './period';
import { PLATFORM_SOURCE, subjectOf, useDraft } from './recordDrafts';
import { emptiedBy, SourceValues, useSourceValues } from '../records/SourceValues';
import { errorsByAttribute, useQualityResults } from '../quality/qualityResults';

/**
 * Changes a record, or makes a new one, in a record draft: /records/:entity/:etalonId/edit (with
 * `?draftId=` to go on with a draft) and /records/:entity/new. The form starts from the record's
 * golden values (as the draft makes them, when going on with one).
 */
export default function RecordEditor() {
  const { t } = useTranslation();
  const { entity: entityName = '', etalonId } = useParams();
  const [params] = useSearchParams();
  const draftId = params.get('draftId') ? Number(params.get('draftId')) : null;
  // The moment whose period is edited (the card's chosen one); none: the period in force now.
  const at = params.get('at');
  const model = useModel();
  const entity = useMemo(
    () => entitiesOf(model.data).find((e) => e.name === entityName),
    [model.data, entityName],
  );
  const draft = useDraft(draftId);
  // Which values are overrides matters to an edit of the platform's own version only.
  const drafted = draft.data ? subjectOf(draft.data).sourceSystem : null;
  const sourceValues = useSourceValues(
    etalonId,
    at,
    drafted === null || drafted === PLATFORM_SOURCE,
  );
  // The published record's errors, shown at the fields they are about.
  const quality = useQualityResults(entityName, etalonId, at);
  const record = useQuery({
    queryKey: ['record', entityName, etalonId, 'draft', draftId, at],
    enabled: etalonId !== undefined,
    queryFn: async () =>
      unwrap(
        await api.records.GET('/api/meta-data-driven/v1/data/{entityName}/etalon/{etalonId}', {
          params: {
            path: { entityName, etalonId: etalonId! },
            query: {
              relations: true,
              ...(draftId ? { draftId } : {}),
              ...(at ? { timelineDate: at } : {}),
            },
          },
        }),
      ),
  });

  const back = etalonId
    ? `/records/${encodeURIComponent(entityName)}/${etalonId}`
    : `/records/${encodeURIComponent(entityName)}`;
  const title = etalonId
    ? t('drafts.editor.editTitle', { entity: entity ? label(entity) : entityName })
    : t('drafts.editor.newTitle', { entity: entity ? label(entity) : entityName });

  const error = model.error ?? draft.error ?? record.error;
  const waiting =
    model.isPending || (draftId !== null && draft.isPending) || (etalonId && record.isPending);

  let body;
  if (error) body = <ErrorNotice error={error} />;
  else if (waiting) body = <Loading />;
  else if (!entity)
    body = <Typography>{t('drafts.editor.noEntity', { name: entityName })}</Typography>;
  else {
    const attributes = attributesOf(entity);
    const subject = draft.data ? subjectOf(draft.data) : null;
    const platformKey = record.data?.externalKeys.find((k) => k.sourceSystem === PLATFORM_SOURCE);
    const overridden = new Set(
      (sourceValues.data?.attributes ?? []).filter((a) => a.overridden).map((a) => a.name!),
    );
    const emptied = new Set(
      [...overridden].filter((name) => emptiedBy(sourceValues.data, name) !== undefined),
    );
    const target: Target = {
      entityName,
      etalonId: etalonId ?? null,
      draftId,
      sourceSystem: subject?.sourceSystem ?? PLATFORM_SOURCE,
      externalId: subject?.externalId ?? platformKey?.id ?? etalonId ?? '',
    };
    body = (
      <>
        <EditorForm
          key={`${etalonId}/${draftId}/${at}`}
          entity={entity}
          attributes={attributes}
          initial={formOf(attributes, (record.data?.attributes ?? {}) as Record<string, unknown>)}
          initialPeriod={periodOf(record.data?.validFrom, record.data?.validTo)}
          existingLinks={record.data?.relations ?? {}}
          target={target}
          recordName={record.data?.displayName}
          overridden={overridden}
          emptied={emptied}
          qualityErrors={errorsByAttribute(quality.data?.errors ?? [])}
        />
        {/* What each source holds, beside the form: what an override would stand against. */}
        {etalonId && <SourceValues etalonId={etalonId} at={at} attributes={attributes} />}
      </>
    );
  }

  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={back}>
          ← {etalonId ? t('drafts.editor.backToRecord') : t('record.back')}
        </Button>
      </Box>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
        {etalonId && record.data?.displayName ? ` · ${record.data.displayName}` : ''}
      </Typography>
      {draftId !== null && (
        <Typography color="text.secondary">
          {t('drafts.editor.inDraft', { id: draftId })}
        </Typography>
      )}
      {body}
    </Stack>
  );
}
