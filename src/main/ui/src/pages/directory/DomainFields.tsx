import {
  Autocomplete,
  Button,
  FormHelperText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RoleMappings } from '../../components/RoleMappings';
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
        <RoleMappings
          field="group"
          path="groupRoles"
          mappings={domain.groupRoles}
          roles={roles}
          onChange={(groupRoles) => onChange({ ...domain, groupRoles })}
          problem={problem}
          texts="directory.domain.mapping"
          firstHelp={t('directory.domain.groupHelp')}
        />
      </Stack>
    </Paper>
  );
}
