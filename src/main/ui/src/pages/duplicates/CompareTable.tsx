import { Box, Button, Link, Radio, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Entity } from '../../model/useModel';
import { compareRows, describe, type ClusterRecord } from './compare';
import { DataTable } from '../../components/DataTable';

interface Props {
  entity: Entity | undefined;
  records: ClusterRecord[];
  winner: string | null;
  onWinner: (etalonId: string) => void;
  /** Takes a record out of the cluster (of two, that dissolves it). */
  onTakeOut: (record: ClusterRecord) => void;
  busy: boolean;
}

/** The records of a cluster side by side: a column per record, a row per attribute. */
export function CompareTable({ entity, records, winner, onWinner, onTakeOut, busy }: Props) {
  const { t, i18n } = useTranslation();
  const rows = compareRows(entity, records, i18n.language);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable
        data-testid="compare"
        aria-label={t('duplicates.compare')}
        rows={rows}
        rowKey={(row) => row.name}
        rowProps={(row) => ({ 'data-attribute': row.name, 'data-differs': row.differs })}
        leadRows={
          <TableRow>
            <TableCell component="th" scope="row">
              {t('duplicates.winner')}
            </TableCell>
            {records.map((record) => (
              <TableCell key={record.etalonId}>
                <Radio
                  name="winner"
                  checked={winner === record.etalonId}
                  onChange={() => onWinner(record.etalonId!)}
                  slotProps={{
                    input: {
                      'aria-label': t('duplicates.chooseWinner', {
                        record: describe(record),
                      }),
                    },
                  }}
                />
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => onTakeOut(record)}
                  aria-label={t('duplicates.takeOutOf', { record: describe(record) })}
                >
                  {t('duplicates.takeOut')}
                </Button>
              </TableCell>
            ))}
          </TableRow>
        }
        columns={[
          {
            header: t('duplicates.attribute'),
            cellProps: () => ({ component: 'th', scope: 'row' }),
            cell: (row) => (
              <>
                {row.label}
                {row.differs && (
                  <Typography variant="caption" color="warning.dark" sx={{ ml: 1 }}>
                    ({t('duplicates.differs')})
                  </Typography>
                )}
              </>
            ),
          },
          ...records.map((record, index) => ({
            header: (
              <>
                <Link
                  component={RouterLink}
                  to={`/records/${encodeURIComponent(entity?.name ?? '')}/${record.etalonId}`}
                >
                  {describe(record)}
                </Link>
                <Typography variant="caption" component="p" color="text.secondary">
                  {record.etalonId}
                </Typography>
              </>
            ),
            cell: (row: (typeof rows)[number]) => row.values[index],
            cellProps: (row: (typeof rows)[number]) => ({
              sx: row.differs ? { bgcolor: '#fff4e0', fontWeight: 600 } : undefined,
            }),
          })),
        ]}
      />
    </Box>
  );
}
