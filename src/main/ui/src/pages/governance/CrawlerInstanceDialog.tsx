import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { formProblems } from '../../forms/problems';
import {
  useSaveCrawlerInstance,
  type Connection,
  type CrawlerInstance,
  type CrawlerType,
} from './governanceApi';
import { connectionSummary } from './parameterForm';

const FIELDS = ['name', 'displayName', 'description', 'connection'];

/**
 * A new crawler instance of a system, or one changed: its names and the connection it reads
 * through (which says its crawler type and what it crawls, the schema filters among them).
 */
export function CrawlerInstanceDialog({
  system,
  instance,
  connections,
  types,
  onClose,
}: {
  system: string;
  instance: CrawlerInstance | null;
  connections: readonly Connection[];
  types: readonly CrawlerType[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCrawlerInstance();
  const [name, setName] = useState(instance?.name ?? '');
  const [displayName, setDisplayName] = useState(instance?.displayName ?? '');
  const [description, setDescription] = useState(instance?.description ?? '');
  const [connection, setConnection] = useState(instance?.connection ?? '');
  const { said, others } = formProblems(save.error, FIELDS);
  const typeOf = (c: Connection) => types.find((x) => x.type === c.crawlerType);
  return (
    <FormDialog
      title={
        instance
          ? t('governance.crawler.editTitle', { name: instance.displayName })
          : t('governance.crawler.new')
      }
      submitLabel={instance ? t('governance.save') : t('governance.create')}
      error={save.error}
      others={others}
      pending={save.isPending}
      incomplete={!name.trim() || !displayName.trim() || !connection}
      onSubmit={() =>
        save.mutateAsync({
          system,
          name: name.trim(),
          displayName: displayName.trim(),
          description: description.trim() || null,
          connection,
          version: instance ? instance.version : null,
        })
      }
      onClose={onClose}
    >
      <TextField
        required
        size="small"
        label={t('governance.field.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        disabled={instance !== null}
        error={!!said('name')}
        helperText={said('name') ?? (instance ? undefined : t('governance.field.nameHelp'))}
      />
      <TextField
        required
        size="small"
        label={t('governance.field.displayName')}
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
        error={!!said('displayName')}
        helperText={said('displayName')}
      />
      <TextField
        select
        required
        size="small"
        label={t('governance.crawler.connection')}
        value={connections.some((c) => c.name === connection) ? connection : ''}
        onChange={(e) => setConnection(e.target.value)}
        error={!!said('connection')}
        helperText={
          said('connection') ??
          (connections.length === 0
            ? t('governance.crawler.noConnections')
            : t('governance.crawler.connectionHelp'))
        }
      >
        {connections.map((c) => (
          <MenuItem key={c.name} value={c.name}>
            {`${c.displayName} — ${typeOf(c)?.displayName ?? c.crawlerType}, ${connectionSummary(
              typeOf(c)?.parameters ?? [],
              c.parameters,
            )}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        multiline
        minRows={2}
        label={t('governance.field.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={!!said('description')}
        helperText={said('description')}
      />
    </FormDialog>
  );
}
