import { describe, expect, it } from 'vitest';
import { registerBuiltIns } from './builtins';
import { extensions } from './registry';

describe('the extension registry', () => {
  registerBuiltIns();

  it('previews images and PDF with the built-in renderers, and a plugin overrides them', () => {
    const png = { name: 'scan.png', mimeType: 'image/png', url: '/x' };
    const pdf = { name: 'contract.pdf', mimeType: 'application/pdf', url: '/y' };
    const zip = { name: 'a.zip', mimeType: 'application/zip', url: '/z' };
    expect(extensions.fileViewerFor(png)?.id).toBe('builtin.image');
    expect(extensions.fileViewerFor(pdf)?.id).toBe('builtin.pdf');
    expect(extensions.fileViewerFor(zip)).toBeNull();

    extensions.registerFileViewer({
      id: 'plugin.png',
      accepts: (file) => file.mimeType === 'image/png',
      component: () => null,
    });
    expect(extensions.fileViewerFor(png)?.id).toBe('plugin.png');
    expect(() =>
      extensions.registerFileViewer({
        id: 'plugin.png',
        accepts: () => true,
        component: () => null,
      }),
    ).toThrow(/already registered/);
  });

  it('blocks a task status change when any UETaskCardValidator reports an error', () => {
    const change = { taskId: 't-1', from: 'OPEN', to: 'DONE', values: { comment: '' } };
    expect(extensions.validateTaskStatusChange(change).errors).toEqual([]);
    extensions.registerTaskCardValidator({
      id: 'needs-comment',
      validate: (c) => ({ errors: c.values.comment ? [] : ['A comment is required'] }),
    });
    extensions.registerTaskCardValidator({
      id: 'warns',
      validate: () => ({ errors: [], warnings: ['Check the address'] }),
    });
    expect(extensions.validateTaskStatusChange(change)).toEqual({
      errors: ['A comment is required'],
      warnings: ['Check the address'],
    });
    expect(
      extensions.validateTaskStatusChange({ ...change, values: { comment: 'ok' } }).errors,
    ).toEqual([]);
  });

  it('finds the model layout setting of an entity', () => {
    extensions.registerModelLayout({
      id: 'clients',
      entities: ['Client'],
      groups: [{ title: 'Name', attributes: ['firstName', 'lastName'] }],
    });
    expect(extensions.modelLayoutFor('Client')?.id).toBe('clients');
    expect(extensions.modelLayoutFor('Address')).toBeNull();
  });
});
