import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { saveElement } from './modelApi';

const draft = { draftId: 7, state: 'RUNNING', editionsCount: 2, version: 3, updateDate: null };
const answer = () => ({
  data: { draft, revision: null, details: { error: [], info: [], warning: [] } },
  response: new Response('{}', { status: 200 }),
});

afterEach(() => vi.restoreAllMocks());

describe('saving a model element into a draft', () => {
  const model = {
    entities: [{ name: 'A' }, { name: 'B', attributes: [] }],
    sourceSystems: [{ name: 'platform', weight: 100 }],
  };
  const at = { draftId: 7, version: 2 };

  it('sends an element whose name stays to its own endpoint, with the version', async () => {
    const post = vi.spyOn(api.meta, 'POST').mockResolvedValue(answer() as never);
    await saveElement('entities', model, 'B', { name: 'B', displayName: 'Bee' }, at);
    expect(post).toHaveBeenCalledWith('/api/v2/meta/model/entities/save', {
      body: { draftId: 7, version: 2, entity: { name: 'B', displayName: 'Bee' } },
    });
  });

  it('saves the whole model for a renamed element, keeping its place', async () => {
    const post = vi.spyOn(api.meta, 'POST').mockResolvedValue(answer() as never);
    await saveElement('entities', model, 'A', { name: 'Z' }, at);
    expect(post).toHaveBeenCalledWith('/api/v2/meta/model/save', {
      body: {
        draftId: 7,
        version: 2,
        model: { ...model, entities: [{ name: 'Z' }, model.entities[1]] },
      },
    });
  });

  it('saves the whole model without a deleted element, and for nested entities', async () => {
    const post = vi.spyOn(api.meta, 'POST').mockResolvedValue(answer() as never);
    await saveElement('entities', model, 'A', null, at);
    expect(post).toHaveBeenLastCalledWith('/api/v2/meta/model/save', {
      body: { draftId: 7, version: 2, model: { ...model, entities: [model.entities[1]] } },
    });
    await saveElement('nestedEntities', model, null, { name: 'Address' }, at);
    expect(post).toHaveBeenLastCalledWith('/api/v2/meta/model/save', {
      body: { draftId: 7, version: 2, model: { ...model, nestedEntities: [{ name: 'Address' }] } },
    });
  });
});
