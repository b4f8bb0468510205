import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordPicker } from './RecordPicker';

const search = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({
  api: {
    meta: {
      GET: async () => ({
        data: {
          model: {
            lookupEntities: [
              {
                name: 'Country',
                codeAttribute: { name: 'alpha2', type: 'String' },
                attributes: [{ name: 'title', type: 'String' }],
              },
            ],
          },
        },
        response: new Response(null, { status: 200 }),
      }),
    },
    search: { POST: search },
  },
}));

describe('a record picker', () => {
  it('searches a reference set by text and keeps the code of the record chosen', async () => {
    search.mockImplementation(async (_path: string, { body }: { body: { text: string } }) => ({
      data: {
        hits: body.text
          ? [
              {
                etalonId: 'e-1',
                displayName: 'Latvia',
                attributes: { alpha2: 'LV', title: 'Latvia' },
              },
            ]
          : [],
      },
      response: new Response(null, { status: 200 }),
    }));
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RecordPicker entityName="Country" label="Country" value={null} onChange={onChange} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'Lat');
    await userEvent.click(await screen.findByRole('option', { name: 'LV — Latvia' }));
    expect(onChange).toHaveBeenCalledWith({ value: 'LV', text: 'LV — Latvia' });
    expect(search).toHaveBeenCalledWith('/api/v2/search/records', {
      body: { entityName: 'Country', text: 'Lat', limit: 20 },
    });
  });
});
