import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { extensions, type FileToView } from '../extensions/registry';
import { RecordFiles } from './RecordFiles';

const ok = () => new Response(null, { status: 200 });
const metadata = (id: string, fileName: string, mimeType: string, size: number) => ({
  id,
  metadata: { id, fileName, mimeType, size, containerId: 'e-1' },
});
const read = vi.hoisted(() => vi.fn());
vi.mock('../api/client', () => ({
  api: {
    core: {
      POST: async () => ({
        data: {
          results: [
            metadata('f-1', 'notes.txt', 'text/plain', 2048),
            metadata('f-2', 'data.bin', 'application/octet-stream', 10),
            { id: 'f-3', error: { code: 'CORE_LOB_NOT_FOUND', externalMessage: 'No such file.' } },
          ],
        },
        response: new Response(null, { status: 200 }),
      }),
      GET: read,
    },
  },
}));

/** A plugin's renderer of text files: it shows the URL it was given. */
function FakeViewer({ file }: { file: FileToView }) {
  return <p data-testid="fake-viewer">{`${file.name} at ${file.url}`}</p>;
}

describe('the files of a record', () => {
  beforeAll(() => {
    extensions.registerFileViewer({
      id: 'test.text',
      accepts: (file) => file.mimeType === 'text/plain',
      component: FakeViewer,
    });
    URL.createObjectURL = vi.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = vi.fn();
  });

  it('lists each file attribute’s files, previewing those a renderer accepts', async () => {
    read.mockResolvedValue({ data: new Blob(['hi']), response: ok() });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RecordFiles
          attributes={[
            { name: 'title', type: 'String' },
            { name: 'papers', displayName: 'Papers', type: 'File' },
            { name: 'raw', displayName: 'Raw', type: 'Blob' },
          ]}
          values={{ title: 'x', papers: ['f-1', 'f-3'], raw: 'f-2' }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Files' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'notes.txt' })).toBeTruthy();
    expect(screen.getByText('text/plain · 2 kB')).toBeTruthy();
    expect((await screen.findByTestId('fake-viewer')).textContent).toBe(
      'notes.txt at blob:preview-1',
    );
    // Only the previewed file's bytes are read; the other is only offered for download.
    expect(read).toHaveBeenCalledTimes(1);
    expect(read.mock.calls[0]![1]).toMatchObject({ params: { path: { id: 'f-1' } } });
    const raw = screen.getByRole('heading', { name: 'data.bin' }).closest('article')!;
    expect(within(raw as HTMLElement).getByText(/No preview/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download data.bin' })).toBeTruthy();
    // A file the steward may not read says why, in the server's words.
    expect(screen.getByText('File f-3 cannot be shown: No such file.')).toBeTruthy();
  });

  it('shows nothing for a register without file attributes', () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <RecordFiles attributes={[{ name: 'title', type: 'String' }]} values={{ title: 'x' }} />
      </QueryClientProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
