import { Alert, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteSealed } from '../api/sealedConfigurations';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable, type Column } from './DataTable';
import { ErrorNotice } from './ErrorNotice';
import { Loading } from './Loading';

interface Query<D> {
  isPending: boolean;
  error: Error | null;
  data: D | undefined;
}

interface Props<T, R> {
  /**
   * Where the page's texts are: `<texts>.intro`, `.new`, `.list`, `.none`, `.testOf`, `.editOf`,
   * `.deleteOf`, `.deleteTitle`, `.deleteText`.
   */
  texts: 'directory' | 'providers';
  /** The configurations, as read. */
  list: Query<readonly T[]>;
  /** The roles their forms offer, as read. */
  roles: Query<readonly { name: string }[]>;
  idOf: (row: T) => string;
  /** The row's attribute holding its id, which end-to-end tests find rows by. */
  rowData: `data-${string}`;
  /** The configuration's own columns; the buttons follow them. */
  columns: readonly Column<T>[];
  /** Tries out a stored configuration. */
  test: (id: string) => Promise<R>;
  passed: (result: R) => boolean;
  testLines: (result: R, t: TFunction) => string[];
  /** Deletes one; `queryKey` is read again after. */
  remove: (id: string) => Promise<unknown>;
  queryKey: QueryKey;
  /** The form of the configuration changed (null: a new one), offering the roles named. */
  dialog: (row: T | null, roles: string[], onClose: () => void) => ReactNode;
}

/**
 * Configurations kept with a sealed secret, as a list whose rows are tried out, changed in a
 * dialog and deleted after a confirmation: the one page shape of the directory configurations and
 * the identity providers.
 */
export function SealedConfigurations<T, R>(props: Props<T, R>) {
  const { texts, list, roles, idOf, rowData, columns } = props;
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteSealed(props.queryKey, props.remove);
  const test = useMutation({ mutationFn: props.test });
  const [tested, setTested] = useState<{ id: string; result: R } | null>(null);
  // null: closed; 'new': a new configuration; else the one changed.
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  if (list.isPending || roles.isPending) return <Loading />;
  if (list.error) return <ErrorNotice error={list.error} />;
  if (roles.error) return <ErrorNotice error={roles.error} />;

  // Each row's buttons: its aria-label's text, its own text, what it does.
  const actions: { of: string; text: string; run: (row: T) => void; danger?: boolean }[] = [
    {
      of: 'testOf',
      text: 'directory.test.run',
      run: (row) =>
        test.mutate(idOf(row), { onSuccess: (result) => setTested({ id: idOf(row), result }) }),
    },
    { of: 'editOf', text: 'directory.edit', run: setEditing },
    {
      of: 'deleteOf',
      text: 'directory.delete',
      run: (row) => setDeleting(idOf(row)),
      danger: true,
    },
  ];
  const buttons: Column<T> = {
    cell: (row) => (
      <Stack direction="row" spacing={1}>
        {actions.map((action) => (
          <Button
            key={action.of}
            size="small"
            variant={action.danger ? undefined : 'outlined'}
            color={action.danger ? 'error' : undefined}
            aria-label={t(`${texts}.${action.of}`, { id: idOf(row) })}
            disabled={action.of === 'testOf' && test.isPending}
            onClick={() => action.run(row)}
          >
            {t(action.text)}
          </Button>
        ))}
      </Stack>
    ),
  };

  return (
    <Paper sx={{ p: 2 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`${texts}.intro`)}
      </Typography>
      <Button variant="contained" onClick={() => setEditing('new')} sx={{ mb: 2 }}>
        {t(`${texts}.new`)}
      </Button>
      {remove.error && <ErrorNotice error={remove.error} />}
      {test.error && <ErrorNotice error={test.error} />}
      <DataTable
        aria-label={t(`${texts}.list`)}
        rows={list.data}
        empty={<Alert severity="info">{t(`${texts}.none`)}</Alert>}
        rowKey={idOf}
        rowProps={(row) => ({ [rowData]: idOf(row) })}
        columns={[...columns, buttons]}
      />
      {tested && (
        <Alert
          severity={props.passed(tested.result) ? 'success' : 'error'}
          role="status"
          aria-label={t(`${texts}.testOf`, { id: tested.id })}
          sx={{ mt: 2 }}
          onClose={() => setTested(null)}
        >
          <strong>{tested.id}</strong>
          {props.testLines(tested.result, t).map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </Alert>
      )}
      {editing &&
        props.dialog(
          editing === 'new' ? null : editing,
          (roles.data ?? []).map((r) => r.name),
          () => setEditing(null),
        )}
      <ConfirmDialog
        open={deleting !== null}
        title={t(`${texts}.deleteTitle`, { id: deleting })}
        text={t(`${texts}.deleteText`)}
        confirm={t('directory.delete')}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) remove.mutate(deleting);
          setDeleting(null);
        }}
      />
    </Paper>
  );
}

/** What the server tells of a stored secret: never its value. */
export interface SecretState {
  set: boolean;
  encrypted: boolean;
  readable: boolean;
}

/**
 * A stored secret's state: none (where a kind may have none), unreadable after a key change,
 * encrypted or plain.
 */
export function SecretChip({ secret, none }: { secret: SecretState; none?: string }) {
  const { t } = useTranslation();
  if (none !== undefined && !secret.set) return <Chip size="small" label={none} />;
  if (!secret.readable) {
    return <Chip size="small" color="warning" label={t('directory.password.unreadable')} />;
  }
  return (
    <Chip
      size="small"
      label={secret.encrypted ? t('directory.password.encrypted') : t('directory.password.plain')}
    />
  );
}

/** The "enabled" column, yes or no. */
export function enabledColumn<T extends { enabled: boolean }>(
  header: string,
  t: TFunction,
): Column<T> {
  return { header, cell: (row) => (row.enabled ? t('security.user.yes') : t('security.user.no')) };
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's problem with it, else '' or undefined: shown instead of the help. */
  problem: string | undefined;
  help?: string;
  minWidth: number;
  disabled?: boolean;
  /**
   * A secret: never shown, typed only to set or change it (left empty, the stored one is kept).
   */
  secret?: boolean;
}

/** A text field of a configuration's form, its problem (else its help) below it. */
export function ConfigurationField(props: FieldProps) {
  const { label, value, onChange, problem, help, minWidth, disabled, secret } = props;
  return (
    <TextField
      size="small"
      type={secret ? 'password' : undefined}
      autoComplete={secret ? 'new-password' : undefined}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      error={!!problem}
      helperText={problem || help}
      sx={{ flex: 1, minWidth }}
    />
  );
}
