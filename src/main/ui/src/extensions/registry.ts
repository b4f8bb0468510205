import type { ComponentType } from 'react';

/**
 * The UI's extension points, named as the specification names them. A plugin registers its
 * pieces here before the UI renders (main.tsx registers the built-in ones first, the same way:
 * extensions/builtins.tsx).
 */

/** What a task card validator sees when a task's status is about to change. */
export interface TaskStatusChange {
  taskId: string;
  from: string;
  to: string;
  values: Record<string, unknown>;
}

/** `UETaskCardValidator`: runs when a task's status changes; an error blocks the change. */
export interface UETaskCardValidator {
  id: string;
  validate(change: TaskStatusChange): { errors: string[]; warnings?: string[] };
}

/** A file a renderer may preview: its name, MIME type and where its bytes are read. */
export interface FileToView {
  name: string;
  mimeType: string;
  url: string;
}

/** `FileViewerExtensionRenderer`: previews the files it accepts (images, PDF, ...). */
export interface FileViewerExtensionRenderer {
  id: string;
  accepts(file: FileToView): boolean;
  component: ComponentType<{ file: FileToView }>;
}

/** `MetaModelLayoutSetting`: how the model editor lays out an entity's attributes. */
export interface MetaModelLayoutSetting {
  id: string;
  /** The entities it applies to; absent: every entity. */
  entities?: string[];
  /** Attribute names in the order to show them, grouped; names not listed follow. */
  groups: { title: string; attributes: string[] }[];
}

/** `UELicenseInfo`: deprecated by the specification (6.13); registered entries are ignored. */
export interface UELicenseInfo {
  id: string;
}

const taskCardValidators: UETaskCardValidator[] = [];
const fileViewers: FileViewerExtensionRenderer[] = [];
const layoutSettings: MetaModelLayoutSetting[] = [];

function add<T extends { id: string }>(list: T[], item: T) {
  if (list.some((existing) => existing.id === item.id)) {
    throw new Error(`an extension with id '${item.id}' is already registered`);
  }
  list.push(item);
}

export const extensions = {
  registerTaskCardValidator: (validator: UETaskCardValidator) => add(taskCardValidators, validator),
  registerFileViewer: (renderer: FileViewerExtensionRenderer) => add(fileViewers, renderer),
  registerModelLayout: (setting: MetaModelLayoutSetting) => add(layoutSettings, setting),
  /** @deprecated UELicenseInfo is deprecated by the specification; this does nothing. */
  registerLicenseInfo: (info: UELicenseInfo) => {
    console.warn(`UELicenseInfo '${info.id}' is deprecated and ignored`);
  },

  /** Every validator's verdict on a status change: the change is blocked by any error. */
  validateTaskStatusChange(change: TaskStatusChange) {
    const results = taskCardValidators.map((v) => v.validate(change));
    return {
      errors: results.flatMap((r) => r.errors),
      warnings: results.flatMap((r) => r.warnings ?? []),
    };
  },
  /** The renderer registered last that accepts the file: a plugin's overrides a built-in one. */
  fileViewerFor: (file: FileToView) => fileViewers.findLast((r) => r.accepts(file)) ?? null,
  modelLayoutFor: (entity: string) =>
    layoutSettings.find((s) => !s.entities || s.entities.includes(entity)) ?? null,
};
