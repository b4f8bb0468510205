import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { useDraftSave } from './useDraftSave';

const calls = vi.hoisted(() => ({
  openDraft: vi.fn(),
  saveIntoDraft: vi.fn(),
  discardDraft: vi.fn(),
}));
vi.mock('./classifiersApi', () => calls);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const node = {
  subject: 'Goods/v1/milk',
  content: {
    kind: 'node' as const,
    value: { classifierName: 'Goods', versionName: 'v1', name: 'milk' },
  },
};
const refusal = new ApiError(400, [{ code: 'X', source: 'code', message: 'Bad code.' }]);

describe('saving a classifier form into a draft', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    let next = 20;
    calls.openDraft.mockImplementation(async () => ({ draftId: next++ }));
    calls.discardDraft.mockResolvedValue({});
  });

  it('opens a draft of the kind and subject, saves into it and answers its id', async () => {
    calls.saveIntoDraft.mockResolvedValue({ published: false });
    const { result } = renderHook(() => useDraftSave('node', 'New node milk'), { wrapper });
    await act(async () => expect(await result.current.mutateAsync(node)).toBe(20));
    expect(calls.openDraft).toHaveBeenCalledWith('node', 'Goods/v1/milk', 'New node milk');
    expect(calls.saveIntoDraft).toHaveBeenCalledWith(20, node.content);
    expect(calls.discardDraft).not.toHaveBeenCalled();
  });

  it('removes the draft a refused save opened and shows the refusal; the next try has its own', async () => {
    calls.saveIntoDraft.mockRejectedValueOnce(refusal).mockResolvedValueOnce({});
    const { result } = renderHook(() => useDraftSave('node', ''), { wrapper });
    await act(() => result.current.mutateAsync(node).catch(() => undefined));
    await waitFor(() => expect(result.current.error).toBe(refusal));
    expect(calls.discardDraft).toHaveBeenCalledWith(20);

    await act(() => result.current.mutateAsync(node));
    expect(calls.saveIntoDraft).toHaveBeenLastCalledWith(21, node.content);
    expect(calls.discardDraft).toHaveBeenCalledTimes(1);
  });
});
