import createClient from 'openapi-fetch';
import type { paths as ClassifierPaths } from '../src/api/generated/classifiers';
import type { paths as CorePaths } from '../src/api/generated/core';
import type { paths as DataPaths } from '../src/api/generated/data';
import type { paths as DraftPaths } from '../src/api/generated/draft';
import type { paths as DqPaths } from '../src/api/generated/dq';
import type { paths as JobPaths } from '../src/api/generated/jobs';
import type { paths as MatchingPaths } from '../src/api/generated/matching';
import type { paths as MetaPaths } from '../src/api/generated/meta';
import type { components as MetaSchemas } from '../src/api/generated/meta';
import type { paths as RecordPaths } from '../src/api/generated/meta-data-driven';
import type { paths as NotificationPaths } from '../src/api/generated/notifications';
import type { paths as OAuth2Paths } from '../src/api/generated/oauth2';
import type { paths as WorkflowPaths } from '../src/api/generated/workflow';
import { adminPassword, baseUrl, type WriteRecord } from './people';

/**
 * Typed clients of the documented API, logged in as admin, for tests that load their own data
 * (the same generated types the UI uses). Each test file keeps to a register of its own, so that
 * the counts another file checks do not move.
 */
export async function adminApi() {
  const core = createClient<CorePaths>({ baseUrl: baseUrl() });
  const login = await core.POST('/api/v2/core/authentication/login', {
    body: { userName: 'admin', password: adminPassword() },
  });
  if (!login.data) fail('log in as admin', login);
  const headers = { Authorization: `Bearer ${login.data.token}` };
  const options = { baseUrl: baseUrl(), headers };
  return {
    token: login.data.token,
    headers,
    classifiers: createClient<ClassifierPaths>(options),
    core: createClient<CorePaths>(options),
    data: createClient<DataPaths>(options),
    draft: createClient<DraftPaths>(options),
    dq: createClient<DqPaths>(options),
    jobs: createClient<JobPaths>(options),
    matching: createClient<MatchingPaths>(options),
    meta: createClient<MetaPaths>(options),
    records: createClient<RecordPaths>(options),
    notifications: createClient<NotificationPaths>(options),
    oauth2: createClient<OAuth2Paths>(options),
    workflow: createClient<WorkflowPaths>(options),
  };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;
export type EntityDef = MetaSchemas['schemas']['EntityDef'];
export type RelationDef = MetaSchemas['schemas']['RelationDef'];

export function fail(what: string, answer: { response: Response; error?: unknown }): never {
  throw new Error(`${what}: HTTP ${answer.response.status} ${JSON.stringify(answer.error)}`);
}

/**
 * Publishes a model revision adding a register and source systems, unless the register exists.
 * Returns true when it was added (so the caller loads its records once).
 */
export async function ensureRegister(
  api: AdminApi,
  entity: EntityDef,
  sources: { name: string; weight: number }[],
): Promise<boolean> {
  const model = await api.meta.GET('/api/v2/meta/model');
  if (model.data?.model?.entities?.some((e) => e.name === entity.name)) return false;
  const known = new Set((model.data?.model?.sourceSystems ?? []).map((s) => s.name));
  const opened = await api.draft.POST('/api/v2/draft/upsert', {
    body: { type: 'data-model', description: `End-to-end tests: ${entity.name}` },
  });
  const draftId = opened.data?.draft?.draftId;
  if (draftId === undefined) fail('open a model draft', opened);
  const saved = await api.meta.POST('/api/v2/meta/model/entities/save', {
    body: { draftId, entity },
  });
  if (!saved.data) fail(`save the register ${entity.name}`, saved);
  for (const source of sources.filter((s) => !known.has(s.name))) {
    const added = await api.meta.POST('/api/v2/meta/model/source-systems/save', {
      body: { draftId, sourceSystem: source },
    });
    if (!added.data) fail(`save the source system ${source.name}`, added);
  }
  const published = await api.draft.POST('/api/v2/draft/publish', { body: { draftId } });
  if (!published.data) fail('publish the model', published);
  return true;
}

/** Loads NDJSON lines through the bulk load and waits until it is DONE with nothing rejected. */
/** Publishes the relation through a data-model draft unless the published model has it. */
export async function ensureRelation(api: AdminApi, relation: RelationDef & { name: string }) {
  const model = await api.meta.GET('/api/v2/meta/model');
  if (model.data?.model?.relations?.some((r) => r.name === relation.name)) return;
  const opened = await api.draft.POST('/api/v2/draft/upsert', {
    body: { type: 'data-model', description: `End-to-end tests: ${relation.name}` },
  });
  const draftId = opened.data?.draft?.draftId;
  if (draftId === undefined) fail('open a model draft', opened);
  const saved = await api.meta.POST('/api/v2/meta/model/relations/save', {
    body: { draftId, relation },
  });
  if (!saved.data) fail(`save the relation ${relation.name}`, saved);
  const published = await api.draft.POST('/api/v2/draft/publish', { body: { draftId } });
  if (!published.data) fail(`publish the relation ${relation.name}`, published);
}

export async function load(api: AdminApi, lines: WriteRecord[]) {
  const response = await fetch(`${baseUrl()}/api/v2/data/import`, {
    method: 'POST',
    headers: { ...api.headers, 'Content-Type': 'application/x-ndjson' },
    body: lines.map((line) => JSON.stringify(line)).join('\n'),
  });
  if (response.status !== 202) throw new Error(`the load was refused: ${await response.text()}`);
  const { importId } = (await response.json()) as { importId: number };
  for (;;) {
    const state = await api.data.GET('/api/v2/data/import/{id}', {
      params: { path: { id: importId } },
    });
    if (!state.data) fail('follow the load', state);
    if (state.data.state === 'DONE' && state.data.rejected === 0) return;
    if (state.data.state !== 'QUEUED' && state.data.state !== 'RUNNING') {
      throw new Error(`the load ended ${JSON.stringify(state.data)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
