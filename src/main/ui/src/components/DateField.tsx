import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dayInputText,
  inputExample,
  momentInputText,
  parseDay,
  parseMoment,
} from '../format/dates';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue' | 'slotProps'> & {
  /** A date (`2026-11-29`) or a moment in the steward's time (`2026-11-29T14:05`). */
  kind?: 'date' | 'moment';
  /** The ISO value ('' for none); text that is no date yet is handed on as typed. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A date or date-and-time input in the format the screens print in the steward's language (see
 * format/dates.ts), not the browser's own: it shows the value as the screens do, reads what is typed
 * in that format (or in the language's numbers, or ISO) and hands on ISO. What is no date is said
 * under the field at once, and handed on as typed for the server to refuse at its field.
 */
export function DateField({ kind = 'date', value, onChange, ...props }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const shown = kind === 'date' ? dayInputText(value, language) : momentInputText(value, language);
  const parse = (text: string) =>
    kind === 'date' ? parseDay(text, language) : parseMoment(text, language);
  const [text, setText] = useState(shown);
  const [typing, setTyping] = useState(false);
  // A value set from outside (a reset, a record read, another language) shows as the screens do.
  useEffect(() => {
    if (!typing) setText(shown);
  }, [shown, typing]);
  const bad = text.trim() !== '' && parse(text) === null;
  const example = inputExample(kind, language);
  return (
    <TextField
      {...props}
      type="text"
      value={text}
      placeholder={t('dates.example', { example })}
      onFocus={(e) => {
        setTyping(true);
        props.onFocus?.(e);
      }}
      onBlur={(e) => {
        setTyping(false);
        props.onBlur?.(e);
      }}
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        onChange(typed.trim() === '' ? '' : (parse(typed) ?? typed.trim()));
      }}
      error={props.error || bad}
      helperText={
        bad
          ? t(kind === 'date' ? 'dates.notADate' : 'dates.notAMoment', { example })
          : props.helperText
      }
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-date-kind': kind } }}
    />
  );
}
