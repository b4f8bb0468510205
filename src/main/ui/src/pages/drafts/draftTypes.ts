import type { TFunction } from 'i18next';

/** A draft's type in words ('record' reads 'Record change'); a type without words as it is. */
export function typeName(t: TFunction, type: string): string {
  return t(`drafts.list.typeNames.${type}`, { defaultValue: type });
}
