import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { FileNames } from '../../files/FileNames';
import { isFileAttribute } from '../../files/lobs';
import { displayOf, label } from '../../model/useModel';
import { DataTable } from '../../components/DataTable';

interface Props {
  attributes: AttributeDef[];
  /** The golden values now; null: the record is not there yet. */
  current: Record<string, unknown> | null;
  /** The values as the draft would make them; null: not shown (a published draft). */
  drafted: Record<string, unknown> | null;
}

/** The attributes of a record now and as the draft would make them, the changed ones marked. */
export function ComparisonTable({ attributes, current, drafted }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      data-testid="comparison"
      rows={attributes.map((attribute) => {
        const name = attribute.name!;
        const now = displayOf(attribute, current?.[name], i18n.language);
        const then = drafted ? displayOf(attribute, drafted[name], i18n.language) : now;
        // Files by their names; whether they changed is told by their ids.
        return {
          attribute,
          name,
          now,
          then,
          changed: then !== now,
          files: isFileAttribute(attribute),
        };
      })}
      rowKey={(row) => row.name}
      rowProps={(row) => ({
        'data-attribute': row.name,
        'data-changed': row.changed,
        sx: row.changed ? { bgcolor: 'rgba(237, 108, 2, 0.14)' } : undefined,
      })}
      columns={[
        {
          header: t('record.attribute'),
          cell: (row) => (
            <>
              {label(row.attribute)}
              {row.changed && <strong> ({t('drafts.preview.changed')})</strong>}
            </>
          ),
        },
        {
          header: t('drafts.preview.current'),
          cell: (row) =>
            !current ? (
              t('common.none')
            ) : row.files ? (
              <FileNames value={current[row.name]} />
            ) : (
              row.now
            ),
        },
        drafted && {
          header: t('drafts.preview.drafted'),
          cell: (row) => (row.files ? <FileNames value={drafted[row.name]} /> : row.then),
        },
      ]}
    />
  );
}
