import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MergePreview } from './MergePreview';

const attributes = ['firstName', 'email', 'phone', 'city'].map((name) => ({
  name,
  type: 'String',
}));
vi.mock('../../api/client', () => ({
  api: {
    meta: {
      GET: async () => ({
        data: { model: { entities: [{ name: 'Person', attributes }] } },
        response: new Response(null, { status: 200 }),
      }),
    },
    data: {
      POST: async () => ({
        data: {
          record: {
            attributes: [
              {
                name: 'firstName',
                value: 'Elena',
                contributions: [
                  { sourceSystem: 'crm', value: 'Elena', wins: true },
                  { sourceSystem: 'erp', value: 'Elena', wins: false },
                ],
              },
              { name: 'email', value: null, contributions: [] },
              {
                name: 'phone',
                value: '+7 915',
                contributions: [
                  { sourceSystem: 'crm', value: null, wins: false },
                  { sourceSystem: 'erp', value: '+7 915', wins: true },
                ],
              },
              {
                name: 'city',
                value: 'Perm',
                contributions: [
                  { sourceSystem: 'crm', value: 'Perm', wins: true },
                  { sourceSystem: 'erp', value: 'Kazan', wins: false },
                ],
              },
            ],
          },
        },
        response: new Response(null, { status: 200 }),
      }),
    },
  },
}));

describe('the merge preview', () => {
  it('says why an attribute offers nothing to keep: the sources agree, one has it, none has', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MergePreview
          request={{ entityName: 'Person', winnerEtalonId: 'a', loserEtalonIds: ['b'] }}
          picks={{}}
          onPick={() => {}}
        />
      </QueryClientProvider>,
    );
    const row = async (name: string) =>
      (await screen.findByTestId('merge-preview')).querySelector(`[data-attribute="${name}"]`)!;
    expect((await row('firstName')).textContent).toContain('The sources agree');
    expect((await row('phone')).textContent).toContain('Only erp has a value');
    expect((await row('phone')).textContent).not.toContain('The sources agree');
    expect((await row('email')).textContent).toContain('No source has a value');
    expect((await row('city')).querySelector('[data-testid="no-choice"]')).toBeNull();
  });
});
