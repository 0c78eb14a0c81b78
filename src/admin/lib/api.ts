import { TOTAL_COUNT_HEADER } from '../../lib/list-query.ts';
import { fetchFailed, uploadRefusedOnTheWay } from '../../lib/messages.ts';
import { takeEarly } from './early.ts';
import { uploadLimitMb } from './upload-limit.ts';

// Every call of the admin island goes through here: the token in x-auth-token, `{ message }` read
// from errors, and any 401 handed to the session (spec §4, §8).

export class ApiError extends Error {
  status: number;
  errors?: Record<string, string>;
  /** the message is the server's own (data.message), not a fallback */
  fromServer: boolean;
  constructor(status: number, message: string, errors?: Record<string, string>, fromServer = false) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.fromServer = fromServer;
  }
}

interface Hooks {
  token: () => string | null;
  unauthorized: () => void;
}
let hooks: Hooks = { token: () => null, unauthorized: () => {} };

/** The session tells the API layer where the token is and what a 401 does. */
export function configureApi(next: Partial<Hooks>) {
  hooks = { ...hooks, ...next };
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  /** a token to use instead of the session's (verifying a stored one) */
  token?: string | null;
  /** leave a 401 to the caller instead of ending the session */
  own401?: boolean;
}

const NETWORK_ERROR = 'Could not reach the server. Check the connection and try again.';

function failure(status: number, body: unknown, own401 = false): ApiError {
  const data = (body ?? {}) as { message?: unknown; errors?: Record<string, string> };
  const fromServer = typeof data.message === 'string' && data.message !== '';
  if (status === 401 && !own401) hooks.unauthorized();
  // Too large for a proxy in front (its own page, not our JSON): say the limit, as the API would.
  if (status === 413 && !fromServer)
    return new ApiError(status, uploadRefusedOnTheWay(uploadLimitMb()), data.errors, true);
  return new ApiError(
    status,
    fromServer ? String(data.message) : `Request failed (${status})`,
    data.errors,
    fromServer,
  );
}

function headers(token: string | null | undefined): Record<string, string> {
  return token ? { 'x-auth-token': token } : {};
}

async function send(
  path: string,
  { method = 'GET', json, token, own401 }: RequestOptions,
): Promise<{ res: Response; body: unknown }> {
  const sent = token === undefined ? hooks.token() : token;
  const init: RequestInit = { method, headers: { Accept: 'application/json', ...headers(sent) } };
  if (json !== undefined) {
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    init.body = JSON.stringify(json);
  }
  // The page may have sent this very GET before the island loaded (./early.ts); if that one failed, ask again.
  const early = method === 'GET' ? takeEarly(path, sent) : undefined;
  let res: Response;
  try {
    res = await (early ?? Promise.reject()).catch(() => fetch(path, init));
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  const body = await res.json().catch(() => undefined);
  if (!res.ok) throw failure(res.status, body, own401);
  return { res, body };
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options)).body as T;
}

/** One page of a list and the total of matches the server counted (X-Total-Count). */
export interface ListPage<T = Record<string, unknown>> {
  records: T[];
  total: number;
}

/** SWR's fetcher for a paged list GET; a server that sends no total sent the whole list. */
export async function apiFetchPage<T>(path: string): Promise<ListPage<T>> {
  const { res, body } = await send(path, {});
  const records = Array.isArray(body) ? (body as T[]) : [];
  const header = res.headers.get(TOTAL_COUNT_HEADER);
  return { records, total: header !== null && /^\d+$/.test(header) ? Number(header) : records.length };
}

/** A list's fetch failure as spec §8 words it: the server's own message, else 'Failed to fetch …'. */
export const listError = (error: unknown, plural: string) =>
  error instanceof ApiError && error.fromServer ? error.message : fetchFailed(plural);

/** SWR's fetcher: a GET of an API path. */
export const fetcher = <T>(path: string) => apiFetch<T>(path);

/** A multipart request through XMLHttpRequest, which reports upload progress (0–100). */
export function apiUpload<T>(
  path: string,
  method: 'POST' | 'PUT',
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = hooks.token();
    if (token) xhr.setRequestHeader('x-auth-token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as T);
      } else reject(failure(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.send(form);
  });
}
