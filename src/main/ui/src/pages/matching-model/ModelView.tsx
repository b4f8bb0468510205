import { Box, Chip, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { describeComparison } from './describe';
import type { MatchingModel } from './formModel';
import { WeightedSummary } from './WeightedSummary';

/** A matching model as the steward reads it: each set, its rules with their action, in words. */
export function ModelView({
  model,
  attributes,
}: {
  model: MatchingModel;
  attributes: AttributeDef[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack spacing={2}>
      {model.sets.map((set) => (
        <Paper key={set.name} variant="outlined" sx={{ p: 2 }} data-testid="published-set">
          <Typography variant="h6" component="h3">
            {t('matchingModels.set', { name: set.displayName || set.name })}
            {set.displayName && (
              <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                ({set.name})
              </Typography>
            )}
          </Typography>
          {set.rules.map((rule) => (
            <Box key={rule.name} sx={{ mt: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                  {t('matchingModels.rule', { name: rule.displayName || rule.name })}
                </Typography>
                <Chip
                  size="small"
                  color={rule.action === 'AUTO_MERGE' ? 'warning' : 'default'}
                  label={t(`matchingModels.actionNames.${rule.action}`)}
                />
              </Stack>
              {rule.type === 'WEIGHTED' ? (
                <WeightedSummary rule={rule} attributes={attributes} />
              ) : (
                <>
                  <Typography variant="body2" color="text.secondary">
                    {t('matchingModels.then', {
                      action: t(`matchingModels.actions.${rule.action}`),
                    })}
                  </Typography>
                  <List dense disablePadding sx={{ listStyle: 'disc', pl: 3 }}>
                    {(rule.comparisons ?? []).map((comparison, i) => (
                      <ListItem key={i} sx={{ display: 'list-item', py: 0 }}>
                        {describeComparison(comparison, attributes, t, i18n.language)}
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
            </Box>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
