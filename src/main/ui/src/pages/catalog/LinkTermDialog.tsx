import { Alert, Box, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { formProblems } from '../../forms/problems';
import { useModel } from '../../model/useModel';
import { AssetSearch } from './AssetSearch';
import {
  BUSINESS_TERM,
  linksChanged,
  linkTerm,
  relationsBetween,
  useAssetTypes,
  type FoundAsset,
} from './catalogApi';
import { TypeChip } from './TypeChip';

type Props =
  /** A term chosen for an asset (on the asset's card). */
  | { term?: undefined; asset: { etalonId: string; assetType: string }; onClose(): void }
  /** An asset chosen for a term (in the glossary). */
  | { term: { etalonId: string }; asset?: undefined; onClose(): void };

/**
 * Says that a business term describes an asset: the steward picks the term (on an asset's card) or
 * the asset (in the glossary); the link is the model's relation from terms to that asset's type
 * (dgTermDescribesColumn, dgTermDescribesTable).
 */
export function LinkTermDialog({ term, asset, onClose }: Props) {
  const { t } = useTranslation();
  const model = useModel();
  const types = useAssetTypes();
  const queries = useQueryClient();
  const [chosen, setChosen] = useState<FoundAsset | null>(null);
  const describable = [...new Set(relationsBetween(model.data, BUSINESS_TERM).map((r) => r.to!))];
  const targetType = asset ? asset.assetType : chosen?.assetType;
  const relation = targetType
    ? relationsBetween(model.data, BUSINESS_TERM, targetType)[0]?.name
    : undefined;
  const write = useMutation({
    mutationFn: async () => {
      const termId = term ? term.etalonId : chosen!.etalonId;
      const assetId = asset ? asset.etalonId : chosen!.etalonId;
      return linkTerm(termId, relation!, assetId);
    },
    onSuccess: () => linksChanged(queries),
  });
  return (
    <FormDialog
      title={term ? t('glossary.link.assetTitle') : t('glossary.link.termTitle')}
      submitLabel={t('glossary.link.submit')}
      pending={write.isPending}
      incomplete={!chosen || !relation}
      error={write.error}
      others={formProblems(write.error, []).others}
      onSubmit={() => write.mutateAsync()}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {term
          ? t('glossary.link.assetHelp', {
              types: describable.map((name) => types.get(name)?.label ?? name).join(', '),
            })
          : t('glossary.link.termHelp')}
      </Typography>
      <AssetSearch
        label={term ? t('glossary.link.asset') : t('glossary.link.term')}
        assetTypes={term ? describable : [BUSINESS_TERM]}
        onChoose={setChosen}
        width="100%"
      />
      {chosen && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="link-chosen">
          <TypeChip assetType={chosen.assetType} />
          <Typography sx={{ overflowWrap: 'anywhere' }}>{chosen.displayName}</Typography>
        </Box>
      )}
      {targetType && !relation && (
        <Alert severity="warning">
          {t('glossary.link.noRelation', { type: types.get(targetType)?.label ?? targetType })}
        </Alert>
      )}
    </FormDialog>
  );
}
