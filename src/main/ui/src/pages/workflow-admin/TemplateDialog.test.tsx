import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { TemplateDialog } from './TemplateDialog';
import type { TemplateUpload } from './workflowAdminApi';

const upload = vi.hoisted(() => vi.fn<(u: TemplateUpload) => Promise<unknown>>());
vi.mock('./workflowAdminApi', () => ({
  useUpsertTemplate: () => useMutation({ mutationFn: upload }),
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const bpmn = new File(['<definitions/>'], 'review.bpmn20.xml', { type: 'text/xml' });

describe('the template upload form', () => {
  beforeEach(() => {
    upload.mockReset();
  });

  it('sends the names, the version and the file once all are given', async () => {
    upload.mockResolvedValue({});
    const onClose = vi.fn();
    render(<TemplateDialog template={null} onClose={onClose} />, { wrapper });
    const send = screen.getByRole('button', { name: 'Upload' });

    type(/^Name/, 'review');
    type(/^Display name/, 'Review');
    type(/^Description/, 'Two eyes');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('BPMN 2.0 file of the template'), {
      target: { files: [bpmn] },
    });
    expect(screen.getByTestId('chosen-file').textContent).toBe('review.bpmn20.xml');
    fireEvent.click(send);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(upload.mock.calls[0]![0]).toEqual({
      name: 'review',
      displayName: 'Review',
      version: '1',
      description: 'Two eyes',
      file: bpmn,
    });
  });

  it('shows what the server says of a bad BPMN under the file, and stays open', async () => {
    upload.mockRejectedValue(
      new ApiError(400, [
        { code: 'WORKFLOW_BPMN_INVALID', source: 'file', message: 'The file is not BPMN 2.0.' },
      ]),
    );
    const onClose = vi.fn();
    render(<TemplateDialog template={null} onClose={onClose} />, { wrapper });
    type(/^Name/, 'broken');
    type(/^Display name/, 'Broken');
    fireEvent.change(screen.getByLabelText('BPMN 2.0 file of the template'), {
      target: { files: [bpmn] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect((await screen.findByTestId('file-problem')).textContent).toBe(
      'The file is not BPMN 2.0.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the name of a template it replaces', () => {
    render(
      <TemplateDialog
        template={{
          name: 'review',
          displayName: 'Review',
          version: '3',
          description: null,
          revision: 3,
          shipped: false,
          createDate: null,
          createdBy: null,
          updateDate: null,
          updatedBy: null,
        }}
        onClose={() => {}}
      />,
      { wrapper },
    );
    expect(screen.getByRole('dialog', { name: 'Replace the template Review' })).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Version/) as HTMLInputElement).value).toBe('3');
  });
});
