import { Autocomplete, Button, IconButton, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A value (a directory group, a claim's value) and the roles it gives. */
export type RoleMapping<K extends string> = { [k in K]: string } & { roles: string[] };

interface Props<K extends string> {
  /** The name of the value's field (`group`, `value`). */
  field: K;
  /** Where the mappings are in the body (`groupRoles`): problems are found at `path[i].field`. */
  path: string;
  mappings: readonly RoleMapping<K>[];
  roles: readonly string[];
  onChange: (mappings: RoleMapping<K>[]) => void;
  /** The server's message for a field, else '' or undefined. */
  problem: (field: string) => string | undefined;
  /**
   * Where the texts are: `<texts>.value`, `.roles`, `.remove` (each given the row's number) and
   * `.add`.
   */
  texts: string;
  /** Help under the first row's value. */
  firstHelp?: string;
}

/**
 * Rows of role mappings, each a value and the roles it gives, added and removed: the roles a
 * directory domain's groups give, and those an identity provider's group claim values give.
 */
export function RoleMappings<K extends string>(props: Props<K>) {
  const { field, path, mappings, roles, onChange, problem, texts } = props;
  const { t } = useTranslation();
  return (
    <>
      {mappings.map((mapping, i) => {
        const change = (next: Partial<RoleMapping<K>>) =>
          onChange(mappings.map((m, j) => (j === i ? { ...m, ...next } : m)));
        const number = i + 1;
        return (
          <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'start' }}>
            <TextField
              size="small"
              label={t(`${texts}.value`, { number })}
              value={mapping[field]}
              onChange={(e) => change({ [field]: e.target.value } as Partial<RoleMapping<K>>)}
              error={!!problem(`${path}[${i}].${field}`)}
              helperText={
                problem(`${path}[${i}].${field}`) || (i === 0 ? props.firstHelp : undefined)
              }
              sx={{ flex: 1 }}
            />
            <Autocomplete
              multiple
              size="small"
              options={roles as string[]}
              value={mapping.roles}
              onChange={(_, value) => change({ roles: value } as Partial<RoleMapping<K>>)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t(`${texts}.roles`, { number })}
                  error={!!problem(`${path}[${i}].roles`)}
                  helperText={problem(`${path}[${i}].roles`)}
                />
              )}
              sx={{ flex: 1 }}
            />
            <IconButton
              aria-label={t(`${texts}.remove`, { number })}
              onClick={() => onChange(mappings.filter((_, j) => j !== i))}
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
            onChange([...mappings, { [field]: '', roles: [] } as unknown as RoleMapping<K>])
          }
        >
          {t(`${texts}.add`)}
        </Button>
      </div>
    </>
  );
}
