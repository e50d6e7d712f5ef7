// The envelope module, not the package index: the index would put every contract module
// (15 KiB gzip) in the first load of every page.
import { OK } from '@credo/contracts/envelope';
import { PATHS, TIMINGS_MS } from '@credo/contracts/constants';
import { ErrorCode, NO_GENERIC_DIALOG_CODES } from '@credo/contracts/errors';
import { i18n } from '@/i18n/i18n';
import { describeErrorCode } from './error-message';

/** Both spec documents, section 9: request timeout 20000 ms. */
export const REQUEST_TIMEOUT_MS = TIMINGS_MS.requestTimeout;

export type TransportReason = 'network' | 'timeout' | 'aborted' | 'http' | 'invalid';

export type ApiFailure =
  /** Envelope with a code other than 200. `text` is the translated Tips text for the code. */
  | {
      ok: false;
      kind: 'business';
      code: number;
      message: string;
      text: string;
      data: unknown;
      /** Seconds of the answer's Retry-After header (a busy answer, HTTP 503), only when it has one. */
      retryAfterSeconds?: number;
    }
  /** HTTP 401 (or envelope code 401): no session. */
  | { ok: false; kind: 'unauthorized' }
  /** No usable answer: network failure, timeout, caller abort, HTTP error or non-envelope body. */
  | { ok: false; kind: 'transport'; reason: TransportReason };

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export type RequestOptions = {
  /** No generic Tips dialog (the spec's three invitation and join calls); 404 and 401 still act. */
  exemptFromTips?: boolean;
  /** No side effect at all (no dialog, no navigation, no login redirect): the caller decides. */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
};

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;
export type Body = Record<string, unknown> | FormData;

/** siteId and languageId of the visit, added to every call except /front-api/*. */
export type SiteParams = { siteId?: number; languageId?: number };

export type ApiClientDeps = {
  fetch: typeof fetch;
  getSiteParams: () => SiteParams;
  showTips: (message: string) => void;
  describeError: (code: number, message: string, data: unknown) => string;
  onNotFound: () => void;
  onUnauthorized: () => void;
  /** Code 10026: no Tips dialog; the list of prerequisite certifications of `data` opens instead (section 8). */
  onPrerequisiteMissing?: (data: unknown) => void;
  timeoutMs?: number;
};

/** For callers that prefer exceptions (mutations): carries the failure. */
export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.kind === 'business' ? failure.text : failure.kind);
    this.name = 'ApiError';
  }
  get code(): number | undefined {
    return this.failure.kind === 'business' ? this.failure.code : undefined;
  }
}

/** The data of a success, or `fallback` for any failure and for a null success (empty result). */
export const dataOr = <T>(result: ApiResult<T>, fallback: T): T => (result.ok ? (result.data ?? fallback) : fallback);

export const orThrow = <T>(result: ApiResult<T>): T => {
  if (result.ok) return result.data;
  throw new ApiError(result);
};

const isEnvelope = (value: unknown): value is { code: number; data?: unknown; message?: string } =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

const appendQuery = (params: URLSearchParams, query: Query) => {
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
};

/** Spec paths are given without /api ('/certification/footer/searchFooter'). */
const toApiPath = (path: string) => (path.startsWith('/api/') ? path : `/api${path}`);

const buildRequest = (method: 'GET' | 'POST', path: string, payload: Query | Body | undefined, site: SiteParams) => {
  const apiPath = toApiPath(path);
  // /front-api/* is resolved by host and site path, never by siteId/languageId (section 7).
  const siteValues: Query = apiPath.startsWith(`/api${PATHS.frontApiPrefix}`) ? {} : { ...site };
  const params = new URLSearchParams();
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (method === 'GET') {
    appendQuery(params, { ...siteValues, ...(payload as Query | undefined) });
  } else if (payload instanceof FormData) {
    appendQuery(params, siteValues);
    init.body = payload;
  } else {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify({ ...siteValues, ...payload });
  }
  const search = params.toString();
  return { url: search ? `${apiPath}?${search}` : apiPath, init };
};

/** Retry-After as delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
const retryAfterOf = (response: Response): number | undefined => {
  // `?.` on headers: some test doubles of fetch answer a bare { status, text } object.
  const value = response.headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const createApiClient = (deps: ApiClientDeps) => {
  const unauthorized = (options: RequestOptions): ApiFailure => {
    if (!options.silent) deps.onUnauthorized();
    return { ok: false, kind: 'unauthorized' };
  };

  const interpret = <T>(status: number, body: unknown, options: RequestOptions, retryAfterSeconds?: number): ApiResult<T> => {
    if (status === 401) return unauthorized(options);
    if (!isEnvelope(body)) return { ok: false, kind: 'transport', reason: status < 300 ? 'invalid' : 'http' };
    const { code, data = null, message = '' } = body;
    if (code === OK) return { ok: true, data: data as T };
    if (code === ErrorCode.UNAUTHORIZED) return unauthorized(options);
    const text = deps.describeError(code, message, data);
    const failure: ApiFailure = { ok: false, kind: 'business', code, message, text, data, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
    if (options.silent) return failure;
    if (code === ErrorCode.NOT_FOUND) deps.onNotFound();
    else if (code === ErrorCode.PREREQUISITE_MISSING) deps.onPrerequisiteMissing?.(data);
    else if (code !== 0 && !options.exemptFromTips && !(NO_GENERIC_DIALOG_CODES as readonly number[]).includes(code)) {
      deps.showTips(text);
    }
    return failure;
  };

  const request = async <T>(method: 'GET' | 'POST', path: string, payload: Query | Body | undefined, options: RequestOptions = {}): Promise<ApiResult<T>> => {
    const { url, init } = buildRequest(method, path, payload, deps.getSiteParams());
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      options.timeoutMs ?? deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
    const abort = () => controller.abort();
    if (options.signal?.aborted) controller.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    try {
      const response = await deps.fetch(url, { ...init, signal: controller.signal });
      const body = await readJson(response);
      return interpret<T>(response.status, body, options, retryAfterOf(response));
    } catch {
      const reason: TransportReason = timedOut ? 'timeout' : options.signal?.aborted ? 'aborted' : 'network';
      return { ok: false, kind: 'transport', reason };
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abort);
    }
  };

  return {
    get: <T>(path: string, query?: Query, options?: RequestOptions) => request<T>('GET', path, query, options),
    post: <T>(path: string, body?: Body, options?: RequestOptions) => request<T>('POST', path, body, options),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * Side effects of the shared client. They start inert (no dialog, no navigation) and the app
 * layer installs the real ones at start-up (`installApiClient` in app/api-client.ts), so features
 * import this module without depending on the app.
 */
const sharedDeps: ApiClientDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  getSiteParams: () => ({}),
  showTips: () => {},
  describeError: (code, message, data) => describeErrorCode(i18n, code, message, data),
  onNotFound: () => {},
  onUnauthorized: () => {},
};

export const configureApiClient = (deps: Partial<ApiClientDeps>): void => {
  Object.assign(sharedDeps, deps);
};

/** The client every feature uses. */
export const api: ApiClient = createApiClient(sharedDeps);

/** The Tips dialog of section 8 (one Ok button), for failures a caller handles itself. */
export const showTips = (message: string): void => sharedDeps.showTips(message);

/** The Tips text for an envelope code, in the current language (section 8 rules). */
export const describeFailure = (code: number, message: string, data: unknown): string => sharedDeps.describeError(code, message, data);
