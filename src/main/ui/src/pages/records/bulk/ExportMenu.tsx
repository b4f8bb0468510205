import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Menu,
  MenuItem,
  SvgIcon,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import type { Selection } from '../searchBody';
import { useStartExport, type ExportFormat } from './bulkApi';
import { BulkRunView } from './BulkRunView';

const FORMATS: ExportFormat[] = ['XLSX', 'CSV'];

/** A small triangle pointing down: the button opens a menu. */
function MenuArrow() {
  return (
    <SvgIcon aria-hidden>
      <path d="M7 10l5 5 5-5z" />
    </SvgIcon>
  );
}

/**
 * Exports the records the search finds, to a spreadsheet or CSV: the format chosen from a menu,
 * then the run followed in a dialog until its file can be downloaded.
 */
export function ExportMenu({
  selection,
  entityLabel,
}: {
  selection: Selection | null;
  entityLabel: string;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const start = useStartExport();

  function exportAs(format: ExportFormat) {
    setAnchor(null);
    if (!selection) return;
    start.reset();
    setOpen(true);
    start.mutate({ format, selection });
  }

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        disabled={!selection}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<MenuArrow />}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('bulk.export')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('bulk.exportMenu') } }}
      >
        {FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => exportAs(format)}>
            {t(`bulk.${format}`)}
          </MenuItem>
        ))}
      </Menu>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('bulk.exportTitle', { entity: entityLabel })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('bulk.exportHelp')}
          </Typography>
          {start.isPending && <Loading />}
          {start.error && <ErrorNotice error={start.error} />}
          {start.data && <BulkRunView runId={start.data.executionId} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('bulk.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
