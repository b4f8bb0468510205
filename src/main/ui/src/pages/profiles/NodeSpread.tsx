import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Bars } from './Bars';
import type { Profile } from './profilesApi';

/**
 * How a classifier spreads the register's records over its nodes: the records placed in each node
 * (the most first), and those in none; beside the run compared with.
 */
export function NodeSpread({ profile, before }: { profile: Profile; before?: Profile }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  // A node as people know it: its name and code when it has both (the code alone keys the bars
  // compared between runs, since a name may change).
  const name = (n: { nodeId: string; nodeCode?: string | null }) => n.nodeCode ?? n.nodeId;
  const label = (n: { nodeId: string; nodeCode?: string | null; displayName?: string | null }) =>
    n.displayName && n.nodeCode ? `${n.displayName} (${n.nodeCode})` : (n.displayName ?? name(n));
  const was = new Map((before?.nodes ?? []).map((n) => [name(n), n.count]));
  const title = t('profile.nodes', { classifier: profile.profile.classifierName });
  const unclassified = profile.unclassifiedCount ?? 0;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 2 }}
      data-testid="node-spread"
    >
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        <Typography variant="body2">
          {t('profile.unclassified', { count: unclassified, records: number.format(unclassified) })}
          {before &&
            ` ${t('profile.was', { value: number.format(before.unclassifiedCount ?? 0) })}`}
        </Typography>
        <Bars
          title={t('profile.perNode')}
          bars={profile.nodes.map((n) => ({
            label: label(n),
            count: n.count,
            before: before ? (was.get(name(n)) ?? 0) : undefined,
          }))}
        />
      </Stack>
    </Paper>
  );
}
