import {
  Box,
  Checkbox,
  Chip,
  Link,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Section } from '../../components/Section';
import { formatBound, formatMoment } from '../../format/dates';
import { valueText } from './AssetAttributes';
import {
  attributeLabel,
  useAssetHistory,
  useAssetTypes,
  useHistoryTypes,
  useRelationLabel,
  type Asset,
  type HistoryItem,
} from './catalogApi';

const PAGE = 20;

/** The colour of an event's chip: what it did at a glance. */
function eventColor(type: HistoryItem['eventType']) {
  switch (type) {
    case 'CREATE':
    case 'RESTORE':
    case 'PERIOD_RESTORE':
    case 'RELATION_ADD':
      return 'success' as const;
    case 'LOGICAL_DELETE':
    case 'PERIOD_DELETE':
    case 'RELATION_DELETE':
      return 'error' as const;
    case 'UPDATE':
    case 'PERIOD_ADD':
      return 'info' as const;
    default:
      return 'default' as const;
  }
}

/**
 * An asset's history, newest first, a page at a time: each event with who and which source, and
 * what it changed — each attribute's value before and after, a link made or deleted, a merge.
 */
export function AssetHistory({ asset }: { asset: Asset }) {
  const { t, i18n } = useTranslation();
  const etalonId = asset.etalonId!;
  const [types, setTypes] = useState<string[]>([]);
  const [page, setPage] = useState(0);
  const eventTypes = useHistoryTypes(i18n.language);
  const history = useAssetHistory(etalonId, types, page * PAGE, PAGE);
  const typeName = (name: string) =>
    eventTypes.data?.find((e) => e.name === name)?.displayName ?? name;
  return (
    <Section
      id="history-title"
      title={t('catalog.history.title')}
      help={t('catalog.history.help')}
      helpGap={2}
    >
      <TextField
        select
        size="small"
        label={t('catalog.history.types')}
        value={types}
        sx={{ minWidth: 300, mb: 2 }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (chosen) =>
              (chosen as string[]).length === 0
                ? t('catalog.history.allTypes')
                : (chosen as string[]).map(typeName).join(', '),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        onChange={(e) => {
          const value = e.target.value as unknown as string[] | string;
          setTypes(typeof value === 'string' ? value.split(',') : value);
          setPage(0);
        }}
      >
        {(eventTypes.data ?? []).map((type) => (
          <MenuItem key={type.name} value={type.name}>
            <Checkbox checked={types.includes(type.name)} size="small" />
            <ListItemText primary={type.displayName} secondary={type.description} />
          </MenuItem>
        ))}
      </TextField>
      {history.error && <ErrorNotice error={history.error} />}
      <DataTable
        size="small"
        data-testid="asset-history"
        rows={history.data?.items ?? []}
        rowKey={(e, i) => `${page}/${i}/${e.date}/${e.eventType}`}
        rowProps={(e) => ({ 'data-event': e.eventType })}
        emptyRow={history.data ? t('catalog.history.none') : t('common.loading')}
        columns={[
          {
            header: t('catalog.history.when'),
            width: 170,
            cell: (e) => formatMoment(e.date, i18n.language, true),
          },
          {
            header: t('catalog.history.what'),
            width: 170,
            cell: (e) => (
              <Chip
                size="small"
                variant="outlined"
                color={eventColor(e.eventType)}
                label={typeName(e.eventType)}
                title={eventTypes.data?.find((x) => x.name === e.eventType)?.description}
              />
            ),
          },
          { header: t('catalog.history.who'), width: 120, cell: (e) => e.user ?? '' },
          {
            header: t('catalog.history.source'),
            width: 150,
            cell: (e) => e.sourceSystem ?? '',
            cellProps: () => ({ sx: { overflowWrap: 'anywhere' } }),
          },
          {
            header: t('catalog.history.changes'),
            cellProps: () => ({ sx: { overflowWrap: 'anywhere' } }),
            cell: (e) => <EventDetails event={e} assetType={asset.assetType ?? ''} />,
          },
        ]}
        paging={
          (history.data?.total ?? 0) > PAGE
            ? {
                count: history.data?.total ?? 0,
                page,
                rowsPerPage: PAGE,
                onPageChange: setPage,
              }
            : undefined
        }
      />
    </Section>
  );
}

/** What an event did, as a steward reads it. */
function EventDetails({ event, assetType }: { event: HistoryItem; assetType: string }) {
  const { t, i18n } = useTranslation();
  const types = useAssetTypes();
  const relationLabel = useRelationLabel();
  const attributes = types.get(assetType)?.attributes ?? [];
  const attributeOf = (name: string) => attributes.find((a) => a.name === name);
  const text = (name: string, value: unknown) =>
    valueText(attributeOf(name), value, i18n.language, t('catalog.yes'), t('catalog.no'));
  const creating = event.eventType === 'CREATE';
  // The changes in the order the type lists its attributes (the card's order), others after.
  const place = (name: string) => {
    const at = attributes.findIndex((a) => a.name === name);
    return at < 0 ? attributes.length : at;
  };
  const byTypeOrder = (a: { attribute: string }, b: { attribute: string }) =>
    place(a.attribute) - place(b.attribute) || a.attribute.localeCompare(b.attribute);
  const period =
    event.validFrom || event.validTo
      ? t('catalog.history.period', {
          from: formatBound(event.validFrom, i18n.language, t('common.beginning')),
          to: formatBound(event.validTo, i18n.language, t('common.end')),
        })
      : null;
  return (
    <Stack spacing={0.25}>
      {event.relation && (
        <Typography variant="body2" data-testid="history-relation">
          {relationLabel(event.relation.relationName)}
          {' → '}
          {event.relation.displayName ? (
            <Link component={RouterLink} to={`/catalog/assets/${event.relation.etalonId}`}>
              {event.relation.displayName}
            </Link>
          ) : (
            t('catalog.history.gone')
          )}
        </Typography>
      )}
      {event.otherEtalonId && (
        <Typography variant="body2">
          {t(`catalog.history.other.${event.eventType}`, {
            defaultValue: t('catalog.history.other.any'),
          })}{' '}
          <Link component={RouterLink} to={`/catalog/assets/${event.otherEtalonId}`}>
            {t('catalog.history.otherAsset')}
          </Link>
        </Typography>
      )}
      {[...event.changes].sort(byTypeOrder).map((change) => {
        const attribute = attributeOf(change.attribute);
        const name = attributeLabel(attribute ?? { name: change.attribute });
        const none = change.oldValue === null || change.oldValue === undefined;
        return (
          <Box
            key={change.attribute}
            data-testid="history-change"
            data-attribute={change.attribute}
            sx={{ typography: 'body2' }}
          >
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {name}:{' '}
            </Box>
            {!creating && (
              <>
                <Box
                  component="span"
                  sx={
                    none
                      ? { color: 'text.secondary', fontStyle: 'italic' }
                      : { textDecoration: 'line-through', color: '#b3261e' }
                  }
                >
                  {none ? t('catalog.history.empty') : text(change.attribute, change.oldValue)}
                </Box>
                {' → '}
              </>
            )}
            <Box
              component="span"
              sx={
                change.newValue === null || change.newValue === undefined
                  ? { color: 'text.secondary', fontStyle: 'italic' }
                  : {
                      color: creating ? undefined : '#1b5e20',
                      fontWeight: creating ? undefined : 500,
                    }
              }
            >
              {change.newValue === null || change.newValue === undefined
                ? t('catalog.history.empty')
                : text(change.attribute, change.newValue)}
            </Box>
          </Box>
        );
      })}
      {period && (
        <Typography variant="caption" color="text.secondary">
          {period}
        </Typography>
      )}
      {event.eventType === 'UPDATE' && event.changes.length === 0 && !event.relation && (
        <Typography variant="body2" color="text.secondary" data-testid="history-same">
          {t('catalog.history.same')}
        </Typography>
      )}
    </Stack>
  );
}
