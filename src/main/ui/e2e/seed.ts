import createClient from 'openapi-fetch';
import type { paths as CorePaths } from '../src/api/generated/core';
import type { paths as DataPaths } from '../src/api/generated/data';
import type { paths as DraftPaths } from '../src/api/generated/draft';
import type { paths as MetaPaths } from '../src/api/generated/meta';
import { CLIENTS, IVANOV, SIDOROV, adminPassword, baseUrl, type WriteRecord } from './people';

function fail(what: string, answer: { response: Response; error?: unknown }): never {
  throw new Error(`${what}: HTTP ${answer.response.status} ${JSON.stringify(answer.error)}`);
}

/**
 * Loads what the end-to-end tests look at, through the documented API, unless it is there: a
 * register `Client` (its description is `fullName`, by the custom property `description_field`),
 * two source systems, and a few thousand clients in Latin and Cyrillic script, among them the
 * ones the tests name (see people.ts).
 */
export default async function seed() {
  const core = createClient<CorePaths>({ baseUrl: baseUrl() });
  const login = await core.POST('/api/v2/core/authentication/login', {
    body: { userName: 'admin', password: adminPassword() },
  });
  if (!login.data) fail('log in as admin', login);
  const headers = { Authorization: `Bearer ${login.data.token}` };
  const meta = createClient<MetaPaths>({ baseUrl: baseUrl(), headers });
  const draft = createClient<DraftPaths>({ baseUrl: baseUrl(), headers });
  const data = createClient<DataPaths>({ baseUrl: baseUrl(), headers });

  const model = await meta.GET('/api/v2/meta/model');
  if (model.data?.model?.entities?.some((e) => e.name === CLIENTS)) return;

  const opened = await draft.POST('/api/v2/draft/upsert', {
    body: { type: 'data-model', description: 'End-to-end tests: clients' },
  });
  const draftId = opened.data?.draft?.draftId;
  if (draftId === undefined) fail('open a model draft', opened);
  const entity = await meta.POST('/api/v2/meta/model/entities/save', {
    body: {
      draftId,
      entity: {
        name: CLIENTS,
        displayName: 'Client',
        customProperties: { description_field: 'fullName' },
        attributes: [
          { name: 'fullName', displayName: 'Full name', type: 'String' },
          { name: 'firstName', displayName: 'First name', type: 'String' },
          { name: 'lastName', displayName: 'Last name', type: 'String' },
          { name: 'city', displayName: 'City', type: 'String' },
          { name: 'birthDate', displayName: 'Birth date', type: 'Date' },
          { name: 'score', displayName: 'Score', type: 'Integer' },
        ],
      },
    },
  });
  if (!entity.data) fail('save the register', entity);
  for (const [name, weight] of [
    ['crm', 80],
    ['erp', 40],
  ] as const) {
    const saved = await meta.POST('/api/v2/meta/model/source-systems/save', {
      body: { draftId, sourceSystem: { name, weight } },
    });
    if (!saved.data) fail(`save the source system ${name}`, saved);
  }
  const published = await draft.POST('/api/v2/draft/publish', { body: { draftId } });
  if (!published.data) fail('publish the model', published);

  const lines = [...generated(3000), ...[IVANOV, SIDOROV].flatMap((p) => p.lines)];
  const response = await fetch(`${baseUrl()}/api/v2/data/import`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-ndjson' },
    body: lines.map((line) => JSON.stringify(line)).join('\n'),
  });
  const { importId } = (await response.json()) as { importId: number };
  for (;;) {
    const state = await data.GET('/api/v2/data/import/{id}', {
      params: { path: { id: importId } },
    });
    if (!state.data) fail('follow the load', state);
    if (state.data.state === 'DONE' && state.data.rejected === 0) return;
    if (state.data.state !== 'QUEUED' && state.data.state !== 'RUNNING') {
      throw new Error(`the load ended ${JSON.stringify(state.data)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const FIRST = [
  'Anna',
  'Boris',
  'Clara',
  'Denis',
  'Elena',
  'Fedor',
  'Galina',
  'Oleg',
  'Мария',
  'Пётр',
];
const LAST = ['Morozov', 'Volkov', 'Lebedev', 'Kozlov', 'Novikov', 'Соколов', 'Попов', 'Орлов'];
const CITIES = ['Moscow', 'Kazan', 'Berlin', 'Riga', 'Самара', 'Омск'];

/** Clients enough to page through, each from the ERP, in both scripts. */
function* generated(count: number): Generator<WriteRecord> {
  for (let i = 0; i < count; i++) {
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = LAST[(i * 7) % LAST.length]!;
    yield {
      entityName: CLIENTS,
      sourceSystem: 'erp',
      externalId: `G-${i}`,
      attributes: {
        fullName: `${firstName} ${lastName}`,
        firstName,
        lastName,
        city: CITIES[i % CITIES.length],
        birthDate: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
        score: i % 100,
      },
    };
  }
}
