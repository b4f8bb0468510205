import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { may, useSession } from '../../auth/session';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Section } from '../../components/Section';
import { useModel } from '../../model/useModel';
import {
  BUSINESS_TERM,
  linksChanged,
  readAsset,
  relationsBetween,
  unlinkTerm,
  useAssetRelations,
  type Asset,
} from './catalogApi';
import { LinkTermDialog } from './LinkTermDialog';
import { TypeDot } from './TypeChip';

/**
 * The business terms that describe an asset (links to it of the model's relations from terms),
 * each with its definition; a steward who may write terms links another one here.
 */
export function AssetTerms({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const model = useModel();
  const [linking, setLinking] = useState(false);
  const queries = useQueryClient();
  const etalonId = asset.etalonId!;
  const names = relationsBetween(model.data, BUSINESS_TERM, asset.assetType ?? '').map(
    (r) => r.name!,
  );
  const links = useAssetRelations(
    etalonId,
    { direction: 'INCOMING', relationNames: names, limit: 100 },
    names.length > 0,
  );
  const items = links.data?.items ?? [];
  const terms = items.map((r) => r.other);
  const mayWrite = may(session, BUSINESS_TERM, 'UPDATE') && asset.status === 'ACTIVE';
  const unlink = useMutation({
    mutationFn: (link: { relationName: string; relationEtalonId: string; termId: string }) =>
      unlinkTerm(link.termId, link.relationName, link.relationEtalonId),
    onSuccess: () => linksChanged(queries),
  });
  const definitions = useQueries({
    queries: terms.map((term) => ({
      queryKey: ['dg-asset', term.etalonId],
      queryFn: () => readAsset(term.etalonId),
    })),
  });
  if (model.data && names.length === 0) return null;
  return (
    <Section
      id="terms-title"
      title={t('catalog.terms.title')}
      help={t('catalog.terms.help')}
      helpGap={1}
      data-testid="asset-terms"
    >
      {links.error && <ErrorNotice error={links.error} />}
      {unlink.error && <ErrorNotice error={unlink.error} />}
      {links.data && terms.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t('catalog.terms.none')}
        </Typography>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {terms.map((term, i) => {
          const definition = (
            definitions[i]?.data?.attributes as Record<string, unknown> | undefined
          )?.definition;
          return (
            <Box component="li" key={term.etalonId} data-testid="asset-term">
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <TypeDot assetType={BUSINESS_TERM} />
                <Link
                  component={RouterLink}
                  to={`/catalog/assets/${term.etalonId}`}
                  sx={{ fontWeight: 600 }}
                >
                  {term.displayName}
                </Link>
                {mayWrite && (
                  <Button
                    size="small"
                    color="error"
                    disabled={unlink.isPending}
                    aria-label={t('catalog.terms.unlinkOf', { term: term.displayName })}
                    onClick={() =>
                      unlink.mutate({
                        termId: term.etalonId,
                        relationName: items[i]!.relationName,
                        relationEtalonId: items[i]!.relationEtalonId,
                      })
                    }
                    sx={{ ml: 'auto' }}
                  >
                    {t('catalog.terms.unlink')}
                  </Button>
                )}
              </Box>
              {typeof definition === 'string' && definition && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ pl: 2.25, whiteSpace: 'pre-wrap' }}
                >
                  {definition}
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
      {mayWrite && (
        <Button variant="outlined" size="small" onClick={() => setLinking(true)}>
          {t('catalog.terms.link')}
        </Button>
      )}
      {linking && (
        <LinkTermDialog
          asset={{ etalonId, assetType: asset.assetType ?? '' }}
          onClose={() => setLinking(false)}
        />
      )}
    </Section>
  );
}
