import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Menu,
  MenuItem,
  SvgIcon,
  Typography,
} from '@mui/material';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import type { Selection } from '../searchBody';
import { useStartBulk } from './bulkApi';
import { BULK_ACTIONS, bulkRequest, destroys, type BulkAction } from './bulkLogic';
import { BulkRunView } from './BulkRunView';

/** A small triangle pointing down: the button opens a menu. */
function MenuArrow() {
  return (
    <SvgIcon aria-hidden>
      <path d="M7 10l5 5 5-5z" />
    </SvgIcon>
  );
}

/**
 * Every bulk operation of the API on the records the search finds (export to a spreadsheet or
 * CSV, re-match, re-index, delete, delete for good): chosen from a menu, confirmed with the number
 * of records it touches, then its run followed in a dialog (an export until its file can be
 * downloaded). A count the search only bounded ("1,000+") is not a number to confirm: the exact
 * count is asked for first, and the action waits for it.
 */
export function BulkMenu({
  selection,
  count,
  exact = true,
  onCountExactly,
  entityLabel,
}: {
  selection: Selection | null;
  /** How many records the search finds; null while not known. */
  count: number | null;
  /** Whether `count` is the exact number of matches, not a lower bound. */
  exact?: boolean;
  /** Asks the search for its exact count (the page answers again with it). */
  onCountExactly?: () => void;
  entityLabel: string;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [running, setRunning] = useState<BulkAction | null>(null);
  const start = useStartBulk();
  const ready = selection !== null && count !== null && count > 0;

  function run(action: BulkAction) {
    setAsking(null);
    if (!selection) return;
    start.reset();
    setRunning(action);
    start.mutate(bulkRequest(action, selection));
  }

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        disabled={!ready}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<MenuArrow />}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('bulk.actions')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('bulk.actionsMenu') } }}
      >
        {BULK_ACTIONS.map((action) => (
          <Fragment key={action}>
            {action === 'DELETE' && <Divider />}
            <MenuItem
              onClick={() => {
                setAnchor(null);
                setAsking(action);
                if (!exact) onCountExactly?.();
              }}
              sx={destroys(action) ? { color: 'error.main' } : undefined}
            >
              {t(`bulk.action.${action}`)}
            </MenuItem>
          </Fragment>
        ))}
      </Menu>
      {asking && count !== null && (
        <ConfirmDialog
          title={t(`bulk.ask.${asking}.question`, { entity: entityLabel })}
          text={
            exact
              ? t(`bulk.ask.${asking}.text`, { records: t('search.total', { count }) })
              : t('bulk.counting', { records: t('search.totalAtLeast', { count }) })
          }
          confirm={t(`bulk.ask.${asking}.confirm`, {
            records: t(exact ? 'search.total' : 'search.totalAtLeast', { count }),
          })}
          busy={!exact}
          danger={destroys(asking)}
          onClose={() => setAsking(null)}
          onConfirm={() => run(asking)}
        />
      )}
      <Dialog
        open={running !== null}
        onClose={() => setRunning(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>
          {running && t(`bulk.ask.${running}.title`, { entity: entityLabel })}
        </DialogTitle>
        <DialogContent>
          {(running === 'XLSX' || running === 'CSV') && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('bulk.exportHelp')}
            </Typography>
          )}
          {start.isPending && <Loading />}
          {start.error && <ErrorNotice error={start.error} />}
          {start.data && <BulkRunView runId={start.data.executionId} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRunning(null)}>{t('bulk.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
