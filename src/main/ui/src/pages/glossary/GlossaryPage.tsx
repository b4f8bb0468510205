import {
  Box,
  Button,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { may, useSession } from '../../auth/session';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { useModel } from '../../model/useModel';
import {
  BUSINESS_TERM,
  relationsBetween,
  useAsset,
  useAssetRelations,
  useAssetSearch,
  useAssetTypes,
  type Asset,
} from '../catalog/catalogApi';
import { Containment } from '../catalog/Containment';
import { LinkTermDialog } from '../catalog/LinkTermDialog';
import { TypeDot } from '../catalog/TypeChip';
import { TermDialog } from './TermDialog';

const PAGE = 50;

/**
 * The business glossary: the business terms by name with a filter, the chosen term's definition
 * and steward and the assets it describes; terms are made and changed here and linked to the
 * columns and tables they describe.
 */
export default function GlossaryPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('term');
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  const [shown, setShown] = useState(PAGE);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(text.trim());
      setShown(PAGE);
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);
  const terms = useAssetSearch(settled, { assetTypes: [BUSINESS_TERM], limit: shown });
  const choose = (etalonId: string) => setParams({ term: etalonId }, { replace: true });
  const items = terms.data?.items ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h5" component="h1">
            {t('glossary.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('glossary.help')}
          </Typography>
        </Box>
        {may(session, BUSINESS_TERM, 'CREATE') && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('glossary.new')}
          </Button>
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 1fr) 2fr' },
          alignItems: 'start',
        }}
      >
        <Paper sx={{ p: 2 }}>
          <TextField
            size="small"
            fullWidth
            label={t('glossary.filter')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          {terms.error && <ErrorNotice error={terms.error} />}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {terms.data ? t('glossary.count', { count: terms.data.total }) : t('common.loading')}
          </Typography>
          <List aria-label={t('glossary.terms')} dense>
            {items.map((term) => (
              <ListItem key={term.etalonId} disablePadding>
                <ListItemButton
                  selected={term.etalonId === chosen}
                  aria-current={term.etalonId === chosen ? 'true' : undefined}
                  onClick={() => choose(term.etalonId)}
                >
                  <ListItemText
                    primary={term.displayName}
                    secondary={term.active ? null : t('catalog.inactive')}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {terms.data && items.length < terms.data.total && (
            <Button size="small" onClick={() => setShown(shown + PAGE)}>
              {t('catalog.tree.more', { count: terms.data.total - items.length })}
            </Button>
          )}
          {terms.data?.total === 0 && (
            <Typography color="text.secondary">
              {settled ? t('glossary.noneFound') : t('glossary.none')}
            </Typography>
          )}
        </Paper>
        <Paper sx={{ p: 2 }} data-testid="term-panel">
          {chosen ? (
            <TermPanel etalonId={chosen} />
          ) : (
            <Typography color="text.secondary">{t('glossary.choose')}</Typography>
          )}
        </Paper>
      </Box>
      {creating && <TermDialog onSaved={choose} onClose={() => setCreating(false)} />}
    </Stack>
  );
}

/** A term: its values, the assets it describes, and the steward's actions on it. */
function TermPanel({ etalonId }: { etalonId: string }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const term = useAsset(etalonId);
  const [editing, setEditing] = useState(false);
  const [linking, setLinking] = useState(false);
  if (term.isPending) return <Loading />;
  if (term.error) return <ErrorNotice error={term.error} />;
  const active = term.data.status === 'ACTIVE';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TypeDot assetType={BUSINESS_TERM} size={12} />
        <Typography variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {term.data.displayName}
        </Typography>
        {active && may(session, BUSINESS_TERM, 'UPDATE') && (
          <>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('glossary.editButton')}
            </Button>
            <Button variant="outlined" onClick={() => setLinking(true)}>
              {t('glossary.link.button')}
            </Button>
          </>
        )}
        <Button component={RouterLink} to={`/catalog/assets/${etalonId}`}>
          {t('glossary.openCard')}
        </Button>
      </Stack>
      <TermText term={term.data} />
      <Described term={term.data} />
      {editing && (
        <TermDialog term={term.data} onSaved={() => undefined} onClose={() => setEditing(false)} />
      )}
      {linking && <LinkTermDialog term={{ etalonId }} onClose={() => setLinking(false)} />}
    </Stack>
  );
}

/** What a term says: its definition as text, who answers for it, and its notes. */
function TermText({ term }: { term: Asset }) {
  const { t } = useTranslation();
  const values = (term.attributes ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  return (
    <Stack spacing={1.5} data-testid="term-text">
      <Box data-attribute="definition">
        <Typography variant="overline" color="text.secondary" component="h3">
          {t('glossary.field.definition')}
        </Typography>
        <Typography
          sx={{ whiteSpace: 'pre-wrap' }}
          color={text('definition') ? undefined : 'text.secondary'}
        >
          {text('definition') || t('glossary.noDefinition')}
        </Typography>
      </Box>
      <Box data-attribute="steward">
        <Typography variant="overline" color="text.secondary" component="h3">
          {t('glossary.field.steward')}
        </Typography>
        <Typography>{text('steward') || t('common.none')}</Typography>
      </Box>
      {text('description') && (
        <Box data-attribute="description">
          <Typography variant="overline" color="text.secondary" component="h3">
            {t('glossary.field.description')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{text('description')}</Typography>
        </Box>
      )}
    </Stack>
  );
}

/** The assets a term describes, with where each is. */
function Described({ term }: { term: Asset }) {
  const { t } = useTranslation();
  const model = useModel();
  const types = useAssetTypes();
  const names = relationsBetween(model.data, BUSINESS_TERM).map((r) => r.name!);
  const links = useAssetRelations(
    term.etalonId!,
    { direction: 'OUTGOING', relationNames: names, limit: 200 },
    names.length > 0,
  );
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('glossary.describes', { count: links.data?.total ?? 0 })}
      </Typography>
      {links.error && <ErrorNotice error={links.error} />}
      <DataTable
        size="small"
        data-testid="term-assets"
        rows={links.data?.items ?? []}
        rowKey={(r) => r.relationEtalonId}
        emptyRow={links.data ? t('glossary.describesNone') : t('common.loading')}
        columns={[
          {
            header: t('catalog.asset.name'),
            cell: (r) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <TypeDot assetType={r.other.assetType} />
                <Link component={RouterLink} to={`/catalog/assets/${r.other.etalonId}`}>
                  {r.other.displayName}
                </Link>
              </Box>
            ),
          },
          {
            header: t('catalog.asset.type'),
            cell: (r) => types.get(r.other.assetType)?.label ?? r.other.assetType,
          },
          {
            header: t('glossary.where'),
            cell: (r) => (
              <Containment etalonId={r.other.etalonId} informationSystem={null} compact />
            ),
          },
        ]}
      />
    </Box>
  );
}
