import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileField } from './FileField';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({ api: { core: { POST: post } } }));
const ok = () => new Response(null, { status: 200 });

function field(ids: string[], onChange = vi.fn(), type = 'File') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FileField
        attribute={{ name: 'papers', displayName: 'Papers', type }}
        ids={ids}
        onChange={onChange}
        problems={[]}
      />
    </QueryClientProvider>,
  );
  return onChange;
}

describe('the input of a file attribute', () => {
  it('uploads a chosen file and adds its id to the value', async () => {
    post.mockImplementation(async (path: string) =>
      path.endsWith('/upload')
        ? {
            data: { id: 'new-1', metadata: { fileName: 'a.pdf', size: 2048 } },
            response: ok(),
          }
        : {
            data: { results: [{ id: 'old-1', metadata: { fileName: 'old.png', size: 10 } }] },
            response: ok(),
          },
    );
    const onChange = field(['old-1']);
    expect(await screen.findByText('old.png (10 bytes)')).toBeTruthy();
    const input = screen.getByLabelText('Upload a file to Papers') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'a.pdf')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['old-1', 'new-1']));
    const [, options] = post.mock.calls.find(([path]) => path.endsWith('/upload'))!;
    expect((options.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows the server’s refusal of an upload by the field', async () => {
    post.mockResolvedValue({
      error: { details: { error: [{ code: 'SIZE', externalMessage: 'The file is too large.' }] } },
      response: new Response(null, { status: 413 }),
    });
    const onChange = field([], vi.fn(), 'Blob');
    fireEvent.change(screen.getByLabelText('Upload a file to Papers'), {
      target: { files: [new File(['x'], 'big.bin')] },
    });
    expect(await screen.findByText('The file is too large.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes a file from the value', async () => {
    post.mockResolvedValue({ data: { results: [] }, response: ok() });
    const onChange = field(['old-1', 'old-2']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove old-1 from Papers' }));
    expect(onChange).toHaveBeenCalledWith(['old-2']);
  });
});
