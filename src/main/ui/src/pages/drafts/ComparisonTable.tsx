import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { FileNames } from '../../files/FileNames';
import { isFileAttribute } from '../../files/lobs';
import { displayOf, label } from '../../model/useModel';

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
    <Table size="small" data-testid="comparison">
      <TableHead>
        <TableRow>
          <TableCell component="th">{t('record.attribute')}</TableCell>
          <TableCell component="th">{t('drafts.preview.current')}</TableCell>
          {drafted && <TableCell component="th">{t('drafts.preview.drafted')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {attributes.map((attribute) => {
          const name = attribute.name!;
          const now = displayOf(attribute, current?.[name], i18n.language);
          const then = drafted ? displayOf(attribute, drafted[name], i18n.language) : now;
          const changed = then !== now;
          // Files by their names; whether they changed is told by their ids.
          const files = isFileAttribute(attribute);
          return (
            <TableRow
              key={name}
              data-attribute={name}
              data-changed={changed}
              sx={changed ? { bgcolor: 'rgba(237, 108, 2, 0.14)' } : undefined}
            >
              <TableCell>
                {label(attribute)}
                {changed && <strong> ({t('drafts.preview.changed')})</strong>}
              </TableCell>
              <TableCell>
                {!current ? t('common.none') : files ? <FileNames value={current[name]} /> : now}
              </TableCell>
              {drafted && (
                <TableCell>{files ? <FileNames value={drafted[name]} /> : then}</TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
