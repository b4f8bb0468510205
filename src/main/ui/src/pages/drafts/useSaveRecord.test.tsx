import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { useSaveRecord } from './useSaveRecord';

const drafts = vi.hoisted(() => ({
  openRecordDraft: vi.fn(),
  writeRecord: vi.fn(),
  removeDraft: vi.fn(),
}));
vi.mock('./recordDrafts', () => drafts);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);
const write = { sourceSystem: 'platform', externalId: '', attributes: {} };
const refusal = new ApiError(400, [{ code: 'X', source: 'externalId', message: 'Required.' }]);

describe('saving the record form', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    let next = 10;
    drafts.openRecordDraft.mockImplementation(async () => ({ draftId: next++ }));
    drafts.removeDraft.mockResolvedValue({});
  });

  it('removes the draft a refused first save opened, and opens another for the next try', async () => {
    drafts.writeRecord.mockRejectedValueOnce(refusal).mockResolvedValueOnce({});
    const { result } = renderHook(
      () =>
        useSaveRecord({
          entityName: 'Supplier',
          etalonId: null,
          draftId: null,
          describe: () => '',
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(write).catch(() => undefined));
    await waitFor(() => expect(result.current.error).toBe(refusal));
    expect(drafts.removeDraft).toHaveBeenCalledWith(10);

    await act(() => result.current.mutateAsync({ ...write, externalId: 'S-1' }));
    expect(drafts.openRecordDraft).toHaveBeenCalledTimes(2);
    expect(drafts.writeRecord).toHaveBeenLastCalledWith(expect.objectContaining({ draftId: 11 }));
  });

  it('never removes a draft it goes on with', async () => {
    drafts.writeRecord.mockRejectedValue(refusal);
    const { result } = renderHook(
      () =>
        useSaveRecord({ entityName: 'Supplier', etalonId: 'e-1', draftId: 7, describe: () => '' }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(write).catch(() => undefined));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(drafts.openRecordDraft).not.toHaveBeenCalled();
    expect(drafts.removeDraft).not.toHaveBeenCalled();
  });
});
