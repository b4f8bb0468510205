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

/** The types whose values are large-object ids (docs/decisions.md, "Large objects"). */
export const FILE_TYPES = ['File', 'Blob', 'Clob'] as const;

export const ATTRIBUTE_TYPES = [...VALUE_TYPES, ...FILE_TYPES, 'Complex'] as const;
