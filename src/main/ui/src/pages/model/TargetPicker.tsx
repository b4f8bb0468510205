import { Autocomplete, TextField } from '@mui/material';

interface Props {
  label: string;
  value: string;
  options: string[];
  onChange: (value: string) => void;
  error: string;
  required?: boolean;
}

/**
 * A model element's name chosen from the model, or typed: an element may be added to the draft
 * later, and a name the model lacks is the server's to refuse, next to this field.
 */
export function TargetPicker({ label, value, options, onChange, error, required }: Props) {
  return (
    <Autocomplete
      freeSolo
      options={options}
      value={value}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      sx={{ width: 240 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size="small"
          required={required}
          error={!!error}
          helperText={error || undefined}
        />
      )}
    />
  );
}
