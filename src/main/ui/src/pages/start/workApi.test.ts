import { describe, expect, it } from 'vitest';
import { waitingFor, type Draft } from './workApi';

const draft = (draftId: number, updatedBy: string | null) =>
  ({ draftId, owner: 'anna', updatedBy }) as unknown as Draft;

describe('drafts waiting for their owner', () => {
  it('are those someone else changed last', () => {
    const drafts = [draft(1, 'anna'), draft(2, 'boris'), draft(3, null)];
    expect(waitingFor(drafts, 'anna').map((d) => d.draftId)).toEqual([2]);
  });
});
