/** One problem of a refused request, as the server's envelope lists it in `details.error`. */
export interface Problem {
  code: string;
  /** Where the problem is: a field path of the request body (`attributes.firstName`) or a URL. */
  source: string;
  message: string;
}

/** A request the server refused, or one that did not reach it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problems: Problem[],
  ) {
    super(problems.map((p) => p.message).join(' ') || `HTTP ${status}`);
  }

  /** The problems whose source is the given field path or lies under it. */
  about(path: string): Problem[] {
    return this.problems.filter((p) => p.source === path || p.source.startsWith(path + '.'));
  }
}

interface Envelope {
  details?: { error?: { code?: string; source?: string; externalMessage?: string }[] };
}

export function problemsOf(body: unknown): Problem[] {
  const errors = (body as Envelope | undefined)?.details?.error ?? [];
  return errors.map((e) => ({
    code: e.code ?? '',
    source: e.source ?? '',
    message: e.externalMessage ?? e.code ?? '',
  }));
}

/**
 * The data of an openapi-fetch answer, or an {@link ApiError} thrown with the envelope's problems.
 */
export function unwrap<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.response.ok && answer.data !== undefined) {
    return answer.data;
  }
  throw new ApiError(answer.response.status, problemsOf(answer.error));
}
