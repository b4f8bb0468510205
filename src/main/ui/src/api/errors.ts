/** One problem of a refused request, as the server's envelope lists it in `details.error`. */
export interface Problem {
  code: string;
  /** Where the problem is: a field path of the request body (`attributes.firstName`) or a URL. */
  source: string;
  message: string;
  /** The problems it is made of (one per bad value of a parameter, say); absent when none. */
  nested?: Problem[];
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

interface EnvelopeError {
  code?: string;
  source?: string | null;
  externalMessage?: string;
  nested?: EnvelopeError[] | null;
}

interface Envelope {
  details?: { error?: EnvelopeError[] | null };
}

function problemOf(e: EnvelopeError): Problem {
  const problem: Problem = {
    code: e.code ?? '',
    source: e.source ?? '',
    message: e.externalMessage ?? e.code ?? '',
  };
  if (e.nested?.length) problem.nested = e.nested.map(problemOf);
  return problem;
}

export function problemsOf(body: unknown): Problem[] {
  return ((body as Envelope | undefined)?.details?.error ?? []).map(problemOf);
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
