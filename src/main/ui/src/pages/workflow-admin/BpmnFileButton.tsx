import { Button } from '@mui/material';
import { useRef } from 'react';

interface Props {
  label: string;
  /** The file input's accessible name. */
  inputLabel: string;
  disabled?: boolean;
  variant?: 'outlined' | 'contained' | 'text';
  onFile(file: File): void;
}

/** A button that opens the browser's file chooser for a BPMN 2.0 file. */
export function BpmnFileButton({
  label,
  inputLabel,
  disabled,
  variant = 'outlined',
  onFile,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} onClick={() => input.current?.click()} disabled={disabled}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".bpmn,.bpmn20.xml,.xml,application/xml,text/xml"
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
