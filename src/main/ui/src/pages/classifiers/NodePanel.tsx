import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { DataTable } from '../../components/DataTable';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { newNodeForm, nodeForm, removalIn, subjectOf, type NodeForm } from './classifierLogic';
import { useNode, useNodePath, type NodeAttribute } from './classifiersApi';
import { NodeDialog } from './NodeDialog';
import { ProblemList } from './ProblemList';
import { useDraftSave } from './useDraftSave';

interface Props {
  classifier: string;
  version: string;
  nodeId: string;
  onSelect: (nodeId: string) => void;
  onSaved: (draftId: number) => void;
  /** Called with the node's ancestors' names when asked to find them (a page opened on it). */
  onPath?: (path: string[]) => void;
}

/** A node: its fields, its own attributes and those it inherits; the changes it offers. */
export function NodePanel(props: Props) {
  const { classifier, version, nodeId, onSelect, onSaved, onPath } = props;
  const { t } = useTranslation();
  const details = useNode(classifier, version, nodeId);
  const parentId = details.data?.node.parentId ?? null;
  const parent = useNode(classifier, version, parentId);
  const path = useNodePath(classifier, version, onPath ? details.data?.node : undefined);
  useEffect(() => {
    if (onPath && path.data) onPath(path.data);
  }, [onPath, path.data]);
  const [editing, setEditing] = useState<{ original: string | null; start: NodeForm } | null>(null);
  const removal = useDraftSave(
    'node',
    t('classifiers.describe.removeNode', {
      name: details.data?.node.name ?? '',
      classifier,
      version,
    }),
  );
  if (details.isPending) return <Loading />;
  if (details.error instanceof ApiError && details.error.status === 404)
    // A node removed (or not in the version chosen since) is no longer there to show.
    return <Alert severity="info">{t('classifiers.node.gone')}</Alert>;
  if (details.error) return <ErrorNotice error={details.error} />;
  const { node, inheritedAttributes } = details.data;
  const parentName = parentId === null ? null : (parent.data?.node.name ?? null);
  const fields: [string, string | number | null][] = [
    [t('classifiers.field.nodeName'), node.name],
    [t('classifiers.field.code'), node.code],
    [t('classifiers.field.parent'), parentId === null ? null : parentName],
    [t('classifiers.field.depth'), node.depth],
    [t('classifiers.field.childCount'), node.childCount],
    [t('classifiers.field.description'), node.description],
  ];
  return (
    <Paper component="section" aria-labelledby="node-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="node-title" variant="h5" component="h2">
          {node.displayName}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
        >
          {fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value === null || value === '' ? t('common.none') : value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => setEditing({ original: null, start: newNodeForm(node.name) })}
          >
            {t('classifiers.node.addChild')}
          </Button>
          <Button
            variant="outlined"
            disabled={parentId !== null && parentName === null}
            onClick={() => setEditing({ original: node.name, start: nodeForm(node, parentName) })}
          >
            {t('classifiers.node.edit')}
          </Button>
          {parentId !== null && (
            <ConfirmButton
              variant="outlined"
              disabled={removal.isPending}
              title={t('classifiers.node.confirmRemove', { name: node.name })}
              text={t('classifiers.node.confirmRemoveText')}
              onConfirm={() => {
                removal.mutate(
                  {
                    subject: subjectOf('node', classifier, version, node.name),
                    content: { kind: 'node', value: removalIn(classifier, version, node.name) },
                  },
                  { onSuccess: onSaved },
                );
              }}
            >
              {t('classifiers.node.remove')}
            </ConfirmButton>
          )}
        </Stack>
        {removal.error && <ProblemList error={removal.error} />}
        <AttributeTable
          title={t('classifiers.node.own')}
          rows={node.attributes.map((a) => ({ attribute: a, from: null }))}
          onSelect={onSelect}
        />
        <AttributeTable
          title={t('classifiers.node.inherited')}
          rows={inheritedAttributes.map((i) => ({
            attribute: i.attribute,
            from: { id: i.fromNodeId, name: i.fromNodeName },
          }))}
          onSelect={onSelect}
        />
      </Stack>
      {editing && (
        <NodeDialog
          classifier={classifier}
          version={version}
          original={editing.original}
          start={editing.start}
          onClose={() => setEditing(null)}
          onSaved={(draftId) => {
            setEditing(null);
            onSaved(draftId);
          }}
        />
      )}
    </Paper>
  );
}

interface Row {
  attribute: NodeAttribute;
  from: { id: string; name: string } | null;
}

function AttributeTable({
  title,
  rows,
  onSelect,
}: {
  title: string;
  rows: Row[];
  onSelect: (nodeId: string) => void;
}) {
  const { t } = useTranslation();
  const inherited = rows.some((r) => r.from !== null);
  const yes = (flag: boolean) => (flag ? t('classifiers.attr.yes') : '');
  return (
    <Box>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <DataTable
        aria-label={title}
        rows={rows}
        empty={<Typography color="text.secondary">{t('classifiers.node.noAttributes')}</Typography>}
        rowKey={({ attribute: a, from }) => `${from?.id ?? ''}:${a.name}`}
        columns={[
          {
            header: t('classifiers.attr.name'),
            cell: ({ attribute: a }) => (
              <>
                {a.displayName ? `${a.displayName} (${a.name})` : a.name}
                {a.description && (
                  <Typography variant="caption" component="p" color="text.secondary">
                    {a.description}
                  </Typography>
                )}
              </>
            ),
          },
          {
            header: t('classifiers.attr.type'),
            cell: ({ attribute: a }) => (
              <>
                {a.type}
                {a.array ? ' []' : ''}
                {(a.enumeration ?? a.lookupEntity) && ` · ${a.enumeration ?? a.lookupEntity}`}
                {a.defaultValue != null && (
                  <Typography variant="caption" component="p" color="text.secondary">
                    {t('classifiers.attr.default', { value: a.defaultValue })}
                  </Typography>
                )}
              </>
            ),
          },
          {
            header: t('classifiers.attr.inheritable'),
            cell: ({ attribute: a }) => yes(a.inheritable),
          },
          { header: t('classifiers.attr.required'), cell: ({ attribute: a }) => yes(a.required) },
          inherited && {
            header: t('classifiers.attr.from'),
            cell: ({ from }) =>
              from && (
                <Link component="button" type="button" onClick={() => onSelect(from.id)}>
                  {from.name}
                </Link>
              ),
          },
        ]}
      />
    </Box>
  );
}
