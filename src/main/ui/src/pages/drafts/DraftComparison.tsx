import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { Section } from '../../components/Section';
import { attributesOf, type Entity, useModel } from '../../model/useModel';
import { DraftClassifications } from '../classifications/DraftClassifications';
import { ComparisonTable } from './ComparisonTable';
import { LinksComparison } from './LinksComparison';
import type { DraftRecords } from './useDraftRecords';

interface Props {
  draftId: number;
  entity: Entity;
  records: DraftRecords;
}

/**
 * A record draft's preview: the record before (its golden values now) and after (as the draft
 * would make it), the differences marked, with its links and classifications. The drafts page and
 * the task card show it alike.
 */
export function DraftComparison({ draftId, entity, records }: Props) {
  const { t } = useTranslation();
  const model = useModel();
  const { key, open, drafted, current, etalonId } = records;
  if (!key) return null;
  return (
    <>
      {drafted.error && <ErrorNotice error={drafted.error} />}
      {current.error && <ErrorNotice error={current.error} />}
      <Section
        id="comparison-title"
        title={open ? t('drafts.preview.comparison') : t('drafts.preview.published')}
        help={
          <>
            {t('drafts.preview.key', { source: key.sourceSystem, id: key.externalId })}
            {current.data === null && ` ${t('drafts.preview.newRecord')}`}
          </>
        }
        helpGap={1}
      >
        {(drafted.isPending && open) || current.isPending ? (
          <Loading />
        ) : (
          <ComparisonTable
            attributes={attributesOf(entity)}
            current={(current.data?.attributes ?? null) as Record<string, unknown> | null}
            drafted={
              open ? ((drafted.data?.attributes ?? null) as Record<string, unknown> | null) : null
            }
          />
        )}
        {open && (
          <LinksComparison
            relations={(model.data?.relations ?? []).filter((r) => r.from === entity.name)}
            current={current.data?.relations}
            drafted={drafted.data?.relations}
          />
        )}
        {open && etalonId && drafted.data && !current.isPending && (
          <DraftClassifications
            entityName={entity.name!}
            etalonId={etalonId}
            draftId={draftId}
            exists={current.data !== null && current.data !== undefined}
          />
        )}
      </Section>
    </>
  );
}
