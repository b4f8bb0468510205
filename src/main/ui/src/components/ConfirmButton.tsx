import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

interface Props extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The button's text; the confirm button's too, unless `confirm` names it otherwise. */
  children: string;
  /** The question's title. */
  title: string;
  /** What will happen. */
  text: string;
  confirm?: string;
  /** Acts, once confirmed. */
  onConfirm(): void;
  /** Runs when the button is pressed, before asking (to clear an earlier failure, say). */
  onAsk?(): void;
  /** The action is under way: the dialog's confirm button waits. */
  busy?: boolean;
}

/**
 * A button for an action that cannot be taken back (delete, discard, reject): red, and it asks in
 * a ConfirmDialog before acting.
 */
export function ConfirmButton({
  children,
  title,
  text,
  confirm = children,
  onConfirm,
  onAsk,
  busy,
  ...button
}: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        color="error"
        {...button}
        onClick={() => {
          onAsk?.();
          setAsking(true);
        }}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={asking}
        title={title}
        text={text}
        confirm={confirm}
        danger
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      />
    </>
  );
}
