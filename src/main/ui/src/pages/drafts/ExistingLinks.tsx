import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { components as RecordSchemas } from '../../api/generated/meta-data-driven';

export type Related = RecordSchemas['schemas']['RelatedRO'];

/** A linked record as the steward tells it apart: its register and its name. */
export function linkedText(link: Related, targetLabel: string) {
  return `${targetLabel} · ${link.displayName}`;
}

interface Props {
  relationLabel: string;
  /** The name of the register the relation leads to, as the steward reads it. */
  targetLabel: string;
  links: Related[];
  /** The links (by their relationEtalonId) the save deletes. */
  removed: string[];
  onChange: (removed: string[]) => void;
}

/**
 * The record's links of one relation as they are: each can be marked for removal (the save
 * deletes it in the draft) and kept again before saving.
 */
export function ExistingLinks({ relationLabel, targetLabel, links, removed, onChange }: Props) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
      {links.map((link) => {
        const id = link.relationEtalonId ?? '';
        const gone = removed.includes(id);
        const text = linkedText(link, targetLabel);
        return (
          <Stack
            component="li"
            direction="row"
            spacing={1}
            key={id}
            sx={{ alignItems: 'center' }}
            data-link={id}
            data-removed={gone}
          >
            <Typography
              variant="body2"
              sx={{ flex: 1, textDecoration: gone ? 'line-through' : undefined }}
            >
              {relationLabel}: {text}
              {gone && <strong> ({t('editor.linkRemoved')})</strong>}
            </Typography>
            <Button
              size="small"
              onClick={() => onChange(gone ? removed.filter((r) => r !== id) : [...removed, id])}
              aria-label={t(gone ? 'editor.keepLinkLabel' : 'editor.removeLinkLabel', {
                relation: relationLabel,
                record: text,
              })}
            >
              {t(gone ? 'editor.keepLink' : 'editor.removeLink')}
            </Button>
          </Stack>
        );
      })}
    </Stack>
  );
}
