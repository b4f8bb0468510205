import { Autocomplete, TextField } from '@mui/material';
import type { Problem } from '../../api/errors';
import { messages } from '../../components/ProblemText';
import type { AttributePath } from './attributePaths';

interface Props {
  label: string;
  value: string;
  /** The register's attribute paths offered; another path may be typed. */
  paths: AttributePath[];
  problems: Problem[];
  onChange(path: string): void;
}

/** An attribute path of a register: picked from its attributes, or typed. */
export function PathField({ label, value, paths, problems, onChange }: Props) {
  return (
    <Autocomplete
      freeSolo
      size="small"
      options={paths.map((p) => p.path)}
      value={value}
      inputValue={value}
      onInputChange={(_, next) => onChange(next)}
      getOptionLabel={(path) => path}
      renderOption={({ key, ...props }, path) => {
        const known = paths.find((p) => p.path === path);
        return (
          <li key={key} {...props}>
            {known ? `${known.label} (${path}, ${known.type})` : path}
          </li>
        );
      }}
      sx={{ minWidth: 320, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={problems.length > 0}
          helperText={messages(problems)}
        />
      )}
    />
  );
}
