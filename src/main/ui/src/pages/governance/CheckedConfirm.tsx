import { useQuery } from '@tanstack/react-query';
import { LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { systemRelations } from './governanceApi';
import { RelationsWarning } from './RelationsWarning';

interface Props {
  /** The information system whose relations are asked about first. */
  system: string;
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  /** The action's refusal, shown in the dialog (it stays open). */
  error: unknown;
  onConfirm(): void;
  onClose(): void;
  /** More to know before acting, under the relations. */
  children?: ReactNode;
}

/**
 * The question before an action that cuts a system's assets away (deleting the system, cleaning a
 * crawler instance): has-relations is asked first and its answer stands in the dialog, so the
 * administrator sees which links to the business layer and other systems would go.
 */
export function CheckedConfirm({
  system,
  title,
  text,
  confirm,
  busy,
  error,
  onConfirm,
  onClose,
  children,
}: Props) {
  const { t } = useTranslation();
  const relations = useQuery({
    queryKey: ['governance', 'has-relations', system],
    queryFn: () => systemRelations(system),
    gcTime: 0,
  });
  return (
    <ConfirmDialog
      title={title}
      text={text}
      confirm={confirm}
      danger
      busy={busy || relations.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {relations.isPending && (
        <LinearProgress aria-label={t('governance.relations.checking')} sx={{ mt: 2 }} />
      )}
      {relations.error && <ErrorNotice error={relations.error} />}
      {relations.data && <RelationsWarning relations={relations.data} />}
      {children}
      {busy && <LinearProgress aria-label={t('governance.working')} sx={{ mt: 2 }} />}
      {error != null && <ErrorNotice error={error} />}
    </ConfirmDialog>
  );
}
