import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../api/errors';
import { messages } from '../../components/ProblemText';

interface Named {
  name: string;
  displayName: string;
}

interface Props<T extends Named> {
  element: T;
  nameLabel: string;
  /** The server's problems at a field of the element. */
  at(field: string): Problem[];
  onChange(element: T): void;
}

/** A set's or a rule's name and display name, each with the server's problems about it. */
export function NameFields<T extends Named>({ element, nameLabel, at, onChange }: Props<T>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        size="small"
        required
        label={nameLabel}
        value={element.name}
        onChange={(e) => onChange({ ...element, name: e.target.value })}
        error={at('name').length > 0}
        helperText={messages(at('name'))}
      />
      <TextField
        size="small"
        label={t('matchingDraft.displayName')}
        value={element.displayName}
        onChange={(e) => onChange({ ...element, displayName: e.target.value })}
        error={at('displayName').length > 0}
        helperText={messages(at('displayName'))}
        sx={{ flex: 1 }}
      />
    </>
  );
}
