import {
  Autocomplete,
  Button,
  FormHelperText,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DomainForm } from './directoryLogic';

interface Props {
  domain: DomainForm;
  number: number;
  roles: readonly string[];
  nameFormats: readonly { name: string; displayName: string }[];
  onChange: (domain: DomainForm) => void;
  onRemove: (() => void) | null;
  /**
   * The server's message for a field of this domain (`baseDn`, `groupRoles[0].group`; '' for the
   * rest of the domain), else ''.
   */
  problem: (field: string) => string;
}

/** One domain of a directory: where its users and groups are, its name format, its roles. */
export function DomainFields({
  domain,
  number,
  roles,
  nameFormats,
  onChange,
  onRemove,
  problem,
}: Props) {
  const { t } = useTranslation();
  const field = (name: keyof DomainForm, label: string, helper?: string) => (
    <TextField
      size="small"
      label={t(label, { number })}
      value={domain[name] as string}
      onChange={(e) => onChange({ ...domain, [name]: e.target.value })}
      error={!!problem(name)}
      helperText={problem(name) || helper}
      sx={{ flex: 1, minWidth: 220 }}
    />
  );
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      role="group"
      aria-label={t('directory.domain.section', { number })}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
            {t('directory.domain.title', { number })}
          </Typography>
          {onRemove && (
            <Button size="small" color="error" onClick={onRemove}>
              {t('directory.domain.remove', { number })}
            </Button>
          )}
        </Stack>
        {problem('') && <FormHelperText error>{problem('')}</FormHelperText>}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {field('name', 'directory.domain.name', t('directory.domain.nameHelp'))}
          {field('baseDn', 'directory.domain.baseDn')}
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {field('userFilter', 'directory.domain.userFilter', t('directory.domain.userFilterHelp'))}
          <TextField
            select
            size="small"
            label={t('directory.domain.nameFormat', { number })}
            value={domain.adUserNameFormat}
            onChange={(e) => onChange({ ...domain, adUserNameFormat: e.target.value })}
            error={!!problem('adUserNameFormat')}
            helperText={problem('adUserNameFormat') || t('directory.domain.nameFormatHelp')}
            sx={{ minWidth: 240 }}
          >
            {nameFormats.map((f) => (
              <MenuItem key={f.name} value={f.name}>
                {f.displayName}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {field(
            'groupBaseDn',
            'directory.domain.groupBaseDn',
            t('directory.domain.groupBaseDnHelp'),
          )}
          {field(
            'groupFilter',
            'directory.domain.groupFilter',
            t('directory.domain.groupFilterHelp'),
          )}
        </Stack>
        <Autocomplete
          multiple
          size="small"
          options={roles as string[]}
          value={domain.defaultRoles}
          onChange={(_, value) => onChange({ ...domain, defaultRoles: value })}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('directory.domain.defaultRoles', { number })}
              error={!!problem('defaultRoles')}
              helperText={problem('defaultRoles') || t('directory.domain.defaultRolesHelp')}
            />
          )}
        />
        <Typography variant="subtitle2" component="h4">
          {t('directory.domain.groupRoles')}
        </Typography>
        {domain.groupRoles.map((mapping, i) => {
          const change = (next: Partial<typeof mapping>) =>
            onChange({
              ...domain,
              groupRoles: domain.groupRoles.map((g, j) => (j === i ? { ...g, ...next } : g)),
            });
          return (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'start' }}>
              <TextField
                size="small"
                label={t('directory.domain.group', { number: i + 1 })}
                value={mapping.group}
                onChange={(e) => change({ group: e.target.value })}
                error={!!problem(`groupRoles[${i}].group`)}
                helperText={
                  problem(`groupRoles[${i}].group`) ||
                  (i === 0 ? t('directory.domain.groupHelp') : undefined)
                }
                sx={{ flex: 1 }}
              />
              <Autocomplete
                multiple
                size="small"
                options={roles as string[]}
                value={mapping.roles}
                onChange={(_, value) => change({ roles: value })}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('directory.domain.groupRolesOf', { number: i + 1 })}
                    error={!!problem(`groupRoles[${i}].roles`)}
                    helperText={problem(`groupRoles[${i}].roles`)}
                  />
                )}
                sx={{ flex: 1 }}
              />
              <IconButton
                aria-label={t('directory.domain.removeMapping', { number: i + 1 })}
                onClick={() =>
                  onChange({ ...domain, groupRoles: domain.groupRoles.filter((_, j) => j !== i) })
                }
              >
                ✕
              </IconButton>
            </Stack>
          );
        })}
        <div>
          <Button
            size="small"
            onClick={() =>
              onChange({ ...domain, groupRoles: [...domain.groupRoles, { group: '', roles: [] }] })
            }
          >
            {t('directory.domain.addMapping')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
