import createClient, { type Middleware } from 'openapi-fetch';
import type { paths as BulkPaths } from './generated/bulk-operations';
import type { paths as ClassifierPaths } from './generated/classifiers';
import type { paths as CorePaths } from './generated/core';
import type { paths as DataPaths } from './generated/data';
import type { paths as DataCleanPaths } from './generated/data-clean';
import type { paths as DgPaths } from './generated/dg';
import type { paths as DraftPaths } from './generated/draft';
import type { paths as DqPaths } from './generated/dq';
import type { paths as ImportPaths } from './generated/import-data';
import type { paths as JobPaths } from './generated/jobs';
import type { paths as LdapPaths } from './generated/ldap';
import type { paths as LibraryPaths } from './generated/libraries';
import type { paths as MatchingPaths } from './generated/matching';
import type { paths as MetaPaths } from './generated/meta';
import type { paths as RecordPaths } from './generated/meta-data-driven';
import type { paths as NotificationPaths } from './generated/notifications';
import type { paths as ObfuscationPaths } from './generated/obfuscation-functions';
import type { paths as OAuth2Paths } from './generated/oauth2';
import type { paths as ProfilePaths } from './generated/profiles';
import type { paths as SearchPaths } from './generated/search';
import type { paths as WorkflowPaths } from './generated/workflow';

/** What every request needs from the session and the language, set by their providers. */
export const requestContext = {
  token: null as string | null,
  language: 'en',
  /** Called when the server refuses the token (expired, logged out, password changed). */
  onUnauthorized: () => {},
};

/** The session's token and the language on a request's headers. */
function withSession(headers: Headers) {
  if (requestContext.token) {
    headers.set('Authorization', `Bearer ${requestContext.token}`);
  }
  headers.set('Accept-Language', requestContext.language);
}

/** A refused token ends the session, whichever request learnt it. */
function afterResponse(response: Response) {
  if (response.status === 401 && requestContext.token) {
    requestContext.onUnauthorized();
  }
  return response;
}

const session: Middleware = {
  onRequest({ request }) {
    withSession(request.headers);
    return request;
  },
  onResponse({ response }) {
    return afterResponse(response);
  },
};

/**
 * A GET of an address the server handed out (a notification's link), not one of the typed paths:
 * with the session's credentials and its end handled as every typed request's.
 */
export async function sessionFetch(address: string) {
  const headers = new Headers();
  withSession(headers);
  return afterResponse(await fetch(address, { headers }));
}

function client<Paths extends {}>() {
  const api = createClient<Paths>({ baseUrl: globalThis.location?.origin ?? '' });
  api.use(session);
  return api;
}

/** One typed client per module document (docs/api/<group>.json). */
export const api = {
  bulk: client<BulkPaths>(),
  classifiers: client<ClassifierPaths>(),
  core: client<CorePaths>(),
  data: client<DataPaths>(),
  dataClean: client<DataCleanPaths>(),
  dg: client<DgPaths>(),
  draft: client<DraftPaths>(),
  dq: client<DqPaths>(),
  importData: client<ImportPaths>(),
  jobs: client<JobPaths>(),
  ldap: client<LdapPaths>(),
  libraries: client<LibraryPaths>(),
  matching: client<MatchingPaths>(),
  meta: client<MetaPaths>(),
  records: client<RecordPaths>(),
  notifications: client<NotificationPaths>(),
  obfuscation: client<ObfuscationPaths>(),
  oauth2: client<OAuth2Paths>(),
  profiles: client<ProfilePaths>(),
  search: client<SearchPaths>(),
  workflow: client<WorkflowPaths>(),
};
