import { Button } from '@mui/material';
import { useRef } from 'react';

interface Props {
  /** The button's text. */
  label: string;
  /** The file input's accessible name; the button's text by default. */
  inputLabel?: string;
  disabled?: boolean;
  /** Receives the chosen file; the input is cleared, so the same file can be chosen again. */
  onFile(file: File): void;
}

/** An "Import" button that opens the browser's file chooser for a JSON file (an export). */
export function JsonFileButton({ label, inputLabel = label, disabled, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label={inputLabel}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
    </>
  );
}
