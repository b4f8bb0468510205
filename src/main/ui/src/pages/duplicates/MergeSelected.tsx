import { Button, Typography } from '@mui/material';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hit } from '../../api/schemas';
import { type Entity } from '../../model/useModel';
import { MergeDialog, type MergeCandidate } from './MergeDialog';

export const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The etalon ids a grid selection holds, of the rows shown (an "all but" selection included). */
export function selectedIds(selection: GridRowSelectionModel, hits: Hit[]): string[] {
  if (selection.type === 'include') return [...selection.ids].map(String);
  return hits.map((h) => h.etalonId!).filter((id) => !selection.ids.has(id));
}

/**
 * The search grid's merge: how many records are chosen and, from two on, "Merge…", which asks for
 * the winner. Records chosen on earlier pages keep the description they were shown with.
 */
export function MergeSelected({
  entity,
  hits,
  selection,
}: {
  entity: Entity;
  hits: Hit[];
  selection: GridRowSelectionModel;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const seen = useRef(new Map<string, string>());
  for (const hit of hits) {
    seen.current.set(hit.etalonId, hit.displayName);
  }
  const chosen: MergeCandidate[] = selectedIds(selection, hits).map((etalonId) => ({
    etalonId,
    description: seen.current.get(etalonId) ?? etalonId.slice(0, 8),
  }));
  if (chosen.length === 0) return null;
  return (
    <>
      <Typography component="span" data-testid="selected">
        {t('merge.selected', { count: chosen.length })}
      </Typography>
      {chosen.length >= 2 && (
        <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
          {t('merge.open')}
        </Button>
      )}
      {open && (
        <MergeDialog entityName={entity.name!} records={chosen} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
