import { Button, ListItemIcon, ListItemText, Menu, MenuItem, SvgIcon } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { label } from '../../model/useModel';
import { facetChoicesOf, MAX_FACETS } from './filters';

/** A tick: the attribute is counted (the item's state is its aria-checked). */
function CheckMark() {
  return (
    <SvgIcon aria-hidden fontSize="small">
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </SvgIcon>
  );
}

interface Props {
  attributes: AttributeDef[];
  /** The attributes whose values are counted now. */
  chosen: string[];
  onChange(chosen: string[]): void;
}

/**
 * "Facets": every attribute of the register the search can count values of (Enum, LookupLink,
 * Boolean and String), ticked on and off; the ticked ones are counted with the search.
 */
export function FacetChoice({ attributes, chosen, onChange }: Props) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choices = facetChoicesOf(attributes);
  if (choices.length === 0) return null;

  function toggle(name: string) {
    const next = chosen.includes(name)
      ? chosen.filter((n) => n !== name)
      : // Kept in the model's order, whatever order they were ticked in.
        choices.map((a) => a.name!).filter((n) => n === name || chosen.includes(n));
    onChange(next);
  }

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('search.facetChoice', { n: chosen.length })}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('search.facetChoiceTitle') } }}
      >
        {choices.map((a) => {
          const on = chosen.includes(a.name!);
          return (
            <MenuItem
              key={a.name}
              role="menuitemcheckbox"
              aria-checked={on}
              disabled={!on && chosen.length >= MAX_FACETS}
              onClick={() => toggle(a.name!)}
              dense
            >
              <ListItemIcon>{on && <CheckMark />}</ListItemIcon>
              <ListItemText primary={label(a)} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
