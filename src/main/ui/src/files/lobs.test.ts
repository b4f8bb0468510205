import { describe, expect, it } from 'vitest';
import { fileIdsOf, fileSize, holdsList, isFileAttribute } from './lobs';

describe('file values', () => {
  it('knows the attributes whose values are large objects, and which of them hold lists', () => {
    expect(isFileAttribute({ name: 'a', type: 'File' })).toBe(true);
    expect(isFileAttribute({ name: 'a', type: 'Blob' })).toBe(true);
    expect(isFileAttribute({ name: 'a', type: 'Clob' })).toBe(true);
    expect(isFileAttribute({ name: 'a', type: 'String' })).toBe(false);
    expect(holdsList({ name: 'a', type: 'File' })).toBe(true);
    expect(holdsList({ name: 'a', type: 'Blob' })).toBe(false);
    expect(holdsList({ name: 'a', type: 'Clob', array: true })).toBe(true);
  });

  it('reads the ids a value names, whether one id or a list', () => {
    expect(fileIdsOf('id-1')).toEqual(['id-1']);
    expect(fileIdsOf(['id-1', 'id-2'])).toEqual(['id-1', 'id-2']);
    expect(fileIdsOf(null)).toEqual([]);
    expect(fileIdsOf(['', 7, 'id-3'])).toEqual(['id-3']);
  });

  it('tells a size in bytes, kilobytes or megabytes, in the steward’s language', () => {
    expect(fileSize(327, 'en')).toBe('327 bytes');
    expect(fileSize(1536, 'en')).toBe('1.5 kB');
    expect(fileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(fileSize(1536, 'ru')).toBe('1,5 кБ');
  });
});
