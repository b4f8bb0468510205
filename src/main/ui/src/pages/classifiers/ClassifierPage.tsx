import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { ClassifierDialog } from './ClassifierDialog';
import { ClassifierDrafts } from './ClassifierDrafts';
import { draftsOf } from './classifierLogic';
import { useClassifier, useOpenClassifierDrafts, type Draft, type Version } from './classifiersApi';
import { ExportButton } from './ClassifierTransfer';
import { ClassifierTree } from './ClassifierTree';
import { NodePanel } from './NodePanel';
import { NodeSearch } from './NodeSearch';
import { VersionDialog } from './VersionDialog';
import { formatMoment } from '../../format/dates';
import { Section } from '../../components/Section';

type Editing = { what: 'classifier' } | { what: 'version'; version: Version | null };

/**
 * A classifier: its versions, the chosen version's tree (a level at a time), a node with its
 * attributes, node search, and its changes through drafts. The version and the node shown are in
 * the address (`?version=v1&node=<nodeId>`).
 */
export default function ClassifierPage() {
  const { t, i18n } = useTranslation();
  const { name = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const details = useClassifier(name);
  const drafts = useOpenClassifierDrafts();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [published, setPublished] = useState<Draft | null>(null);
  const [reveal, setReveal] = useState<string[]>([]);
  // A page opened on a node (a link, a reload) shows it in the tree once its path is found.
  const landed = useRef(params.get('node'));
  const revealLanded = useCallback((path: string[]) => {
    landed.current = null;
    setReveal(path);
  }, []);

  if (details.isPending) return <Loading />;
  if (details.error) return <ErrorNotice error={details.error} />;
  const { classifier, versions } = details.data;
  const standard = versions.find((v) => v.default) ?? versions[0];
  const version = versions.find((v) => v.name === params.get('version')) ?? standard;
  const nodeId = params.get('node');
  const mine = draftsOf(name, drafts.data ?? []);

  function show(next: { version?: string; node?: string | null }) {
    const query = new URLSearchParams(params);
    landed.current = null;
    if (next.version !== undefined) {
      query.set('version', next.version);
      query.delete('node');
      setReveal([]);
    }
    if (next.node === null) query.delete('node');
    else if (next.node !== undefined) query.set('node', next.node);
    setParams(query);
  }

  function savedInto(draftId: number) {
    setEditing(null);
    setSaved(draftId);
    setPublished(null);
    void drafts.refetch();
  }

  const when = (date: string | null) =>
    date ? formatMoment(date, i18n.language) : t('common.none');

  return (
    <Stack spacing={2}>
      <Box>
        <Link component={RouterLink} to="/classifiers">
          ← {t('classifiers.back')}
        </Link>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {classifier.displayName}
        </Typography>
        <Typography color="text.secondary">{classifier.name}</Typography>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={() => setEditing({ what: 'classifier' })}>
          {t('classifiers.edit')}
        </Button>
        <Button variant="outlined" onClick={() => setEditing({ what: 'version', version: null })}>
          {t('classifiers.addVersion')}
        </Button>
        <ExportButton name={classifier.name} />
      </Stack>
      {classifier.description && <Typography>{classifier.description}</Typography>}
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {t('classifiers.field.codePattern')}:{' '}
          <code>{classifier.codePattern ?? t('common.none')}</code>
        </Typography>
        <Typography variant="body2">
          {t('classifiers.field.multiple')}:{' '}
          {classifier.multiple ? t('classifiers.attr.yes') : t('classifiers.attr.no')}
        </Typography>
        <Typography variant="body2">
          {t('classifiers.field.assignments')}:{' '}
          {classifier.assignments.length ? classifier.assignments.join(', ') : t('common.none')}
        </Typography>
      </Stack>
      {published && (
        <Alert severity="success" role="status" onClose={() => setPublished(null)}>
          {t('classifiers.drafts.published', { id: published.draftId })}
        </Alert>
      )}
      {drafts.error && <ErrorNotice error={drafts.error} />}
      <ClassifierDrafts
        drafts={mine}
        saved={saved}
        onPublished={(draft) => {
          setSaved(null);
          setPublished(draft);
        }}
      />
      <Section id="versions-title" title={t('classifiers.versions.title')}>
        <DataTable
          aria-labelledby="versions-title"
          rows={versions}
          rowKey={(v) => v.name}
          rowProps={(v) => ({ selected: v.name === version?.name, 'data-version': v.name })}
          columns={[
            {
              header: t('classifiers.field.versionName'),
              cell: (v) => {
                const chosen = v.name === version?.name;
                return (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Link
                      component="button"
                      type="button"
                      onClick={() => show({ version: v.name })}
                      aria-current={chosen ? 'true' : undefined}
                      sx={{ fontWeight: chosen ? 600 : 400 }}
                    >
                      {v.name}
                    </Link>
                    {v.default && (
                      <Chip
                        size="small"
                        color="primary"
                        label={t('classifiers.versions.default')}
                      />
                    )}
                  </Stack>
                );
              },
            },
            { header: t('classifiers.field.displayName'), cell: (v) => v.displayName },
            { header: t('classifiers.field.validFrom'), cell: (v) => when(v.validFrom) },
            { header: t('classifiers.field.validTo'), cell: (v) => when(v.validTo) },
            {
              header: t('classifiers.versions.actions'),
              cell: (v) => (
                <Button
                  size="small"
                  onClick={() => setEditing({ what: 'version', version: v })}
                  aria-label={t('classifiers.versions.editLabel', { name: v.name })}
                >
                  {t('classifiers.versions.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Section>
      {version && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <Section
            id="tree-title"
            title={t('classifiers.tree.title', {
              version: version.name,
              displayName: version.displayName,
            })}
            titleGap={1}
          >
            <NodeSearch
              key={`search:${version.name}`}
              classifier={name}
              version={version.name}
              onOpen={(hit) => {
                setReveal(hit.path);
                show({ node: hit.node.nodeId });
              }}
            />
            <Box sx={{ mt: 2 }}>
              <ClassifierTree
                key={`tree:${version.name}`}
                classifier={name}
                version={version.name}
                selected={nodeId}
                reveal={reveal}
                onSelect={(node) => show({ node: node.nodeId })}
              />
            </Box>
          </Section>
          {nodeId ? (
            <NodePanel
              key={`${version.name}:${nodeId}`}
              classifier={name}
              version={version.name}
              nodeId={nodeId}
              onSelect={(id) => show({ node: id })}
              onSaved={savedInto}
              onPath={nodeId === landed.current ? revealLanded : undefined}
            />
          ) : (
            <Alert severity="info">{t('classifiers.node.choose')}</Alert>
          )}
        </Box>
      )}
      {editing?.what === 'classifier' && (
        <ClassifierDialog
          classifier={classifier}
          onClose={() => setEditing(null)}
          onSaved={savedInto}
        />
      )}
      {editing?.what === 'version' && (
        <VersionDialog
          classifier={name}
          version={editing.version}
          onClose={() => setEditing(null)}
          onSaved={savedInto}
        />
      )}
    </Stack>
  );
}
