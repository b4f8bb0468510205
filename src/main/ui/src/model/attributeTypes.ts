/**
 * The attribute types of the model document (docs/model-format.md), in its order: first those
 * whose values are single JSON values (searchable, sortable, comparable), then the large objects
 * and the nested records.
 */
export const VALUE_TYPES = [
  'String',
  'Integer',
  'Number',
  'Boolean',
  'Date',
  'Time',
  'Timestamp',
  'Enum',
  'LookupLink',
] as const;

export const ATTRIBUTE_TYPES = [...VALUE_TYPES, 'File', 'Blob', 'Clob', 'Complex'] as const;
