import { describe, expect, it } from 'vitest';
import { runOf } from './NotificationsMenu';
import type { UserNotification } from './notificationsApi';

const notice = (type: string, params: string[]): UserNotification =>
  ({
    id: 1,
    type,
    outcome: 'DONE',
    params,
    link: null,
    text: 'Records imported',
    createDate: '2026-11-29T08:00:00Z',
    readDate: null,
  }) as UserNotification;

describe('a notice of a bulk run on records', () => {
  it('leads to its run, where its result is', () => {
    expect(runOf(notice('RECORDS_IMPORT', ['42', '', '3', '0', '0']))).toBe('42');
    expect(runOf(notice('RECORDS_EXPORT', ['7', '']))).toBe('7');
    expect(runOf(notice('RECORDS_DELETE', ['9', 'FAILED: stopped']))).toBe('9');
  });

  it('is the only kind that does', () => {
    expect(runOf(notice('ROLES_EXPORT', ['42']))).toBeNull();
    expect(runOf(notice('RECORDS_IMPORT', []))).toBeNull();
    expect(runOf(notice('RECORDS_IMPORT', ['run']))).toBeNull();
  });
});
