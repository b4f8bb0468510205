import { display } from '../model/useModel';
import { fileIdsOf, useFileMetadata } from './lobs';

/**
 * A file attribute's value as the steward reads it in a table: the files' names, not the ids of
 * their large objects (the ids until the names are read, or for a file that cannot be read).
 */
export function FileNames({ value }: { value: unknown }) {
  const ids = fileIdsOf(value);
  const metadata = useFileMetadata(ids);
  if (ids.length === 0) return <>{display(null)}</>;
  return <>{ids.map((id) => metadata.data?.get(id)?.metadata?.fileName || id).join(', ')}</>;
}
