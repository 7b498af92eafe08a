import createClient from 'openapi-fetch';
import type { PathsWithMethod, SuccessResponseJSON } from 'openapi-typescript-helpers';
import { ApiError, NETWORK_ERROR, nextPageOf, tokenStore } from './api.ts';
import type { paths } from './api-schema';

/**
 * Sends one request with the stored bearer token. `fetch` is looked up on every call (tests stub
 * it); a request that never reaches the server becomes ApiError(0), an abort stays an AbortError.
 */
async function send(request: Request): Promise<Response> {
  const token = tokenStore.get();
  if (token) request.headers.set('authorization', `Bearer ${token}`);
  try {
    return await globalThis.fetch(request);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    if (err instanceof Error && err.name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR);
  }
}

/**
 * The API, typed from the server's OpenAPI document (`api-schema.d.ts`, `npm run api:schema`): a
 * path, its parameters, its body and its answer are checked by the compiler.
 * `api.GET('/api/posts/{id}', { params: { path: { id } }, signal })`; wrap the call in `call`,
 * `callPage` or `callLinked` to get its body or an ApiError.
 */
export const api = createClient<paths>({
  // A Request needs an absolute address (the page's own origin; jsdom's in tests).
  baseUrl: globalThis.location?.origin ?? '',
  fetch: send,
});

/** What an `api.*` call resolves to (openapi-fetch's answer, seen from here). */
interface Answer<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** A failed answer as ApiError: the status, the server's `detail` and the body `field` it is about. */
function failure(status: number, body: unknown): ApiError {
  const b = body && typeof body === 'object' ? (body as { detail?: unknown; field?: unknown }) : {};
  const detail = typeof b.detail === 'string' ? b.detail : null;
  const field = detail && typeof b.field === 'string' && b.field ? b.field : null;
  return new ApiError(status, detail, field);
}

/** The body of a successful answer with the response (its headers); a failed one throws ApiError. */
export async function callResponse<D>(pending: Promise<Answer<D>>): Promise<{ data: D; response: Response }> {
  return settle(pending);
}

async function settle<D>(pending: Promise<Answer<D>>): Promise<{ data: D; response: Response }> {
  const { data, error, response } = await pending;
  if (!response.ok) throw failure(response.status, error);
  return { data: data as D, response };
}

/** The body of a successful answer (undefined for 204); a failed one throws ApiError. */
export async function call<D>(pending: Promise<Answer<D>>): Promise<D> {
  return (await settle(pending)).data;
}

/**
 * One page of a list (CONTRACT §1): its items and the cursor of the next page (the `before` of
 * the `Link: <…>; rel="next"` header), null on the last page.
 */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/** The `before` cursor of the next page named by a `Link` header, or null. */
export function nextCursorOf(link: string | null): string | null {
  const next = nextPageOf(link);
  return next === null ? null : new URL(next, 'http://link.invalid').searchParams.get('before');
}

/**
 * Reads one page of a paginated list (a bare array). The next page is the same call with
 * `before: page.next`: in a `useInfiniteQuery`, `initialPageParam: null`, the query's `before`
 * is `pageParam ?? undefined` and `getNextPageParam: (last) => last.next`.
 */
export async function callPage<T>(pending: Promise<Answer<T[]>>): Promise<Page<T>> {
  const { data, response } = await settle(pending);
  return { items: data, next: nextCursorOf(response.headers.get('link')) };
}

/** Reads one page whose body is an object (the search's groups), the next cursor from its Link header. */
export async function callLinked<D>(pending: Promise<Answer<D>>): Promise<{ data: D; next: string | null }> {
  const { data, response } = await settle(pending);
  return { data, next: nextCursorOf(response.headers.get('link')) };
}

/** The paths of the API (`'/api/posts/{id}'`), as the OpenAPI document names them. */
export type ApiPath = keyof paths;

/** The JSON body a path and method answer with on success (for what openapi-fetch cannot send). */
export type ApiAnswer<P extends ApiPath, M extends keyof paths[P] & ('get' | 'post' | 'put' | 'delete')> =
  paths[P][M] extends Record<string | number, unknown> ? SuccessResponseJSON<paths[P][M]> : never;

/** A path template with its `{name}` parameters filled in (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/**
 * POSTs a multipart form with upload progress, which fetch cannot report (so XHR, not `api`):
 * `uploadForm('/api/my-documents/{id}/upload-scan', { id }, form, onProgress)`. The path is one of
 * the API's and the answer is typed by it; the token, ApiError and the network failure are as for
 * `api`. Progress is (bytes sent, total bytes; 0 when unknown).
 */
export function uploadForm<P extends PathsWithMethod<paths, 'post'>>(
  path: P,
  params: Record<string, string>,
  form: FormData,
  onProgress?: (loaded: number, total: number) => void,
): Promise<ApiAnswer<P, 'post'>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', fillPath(path, params));
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ApiAnswer<P, 'post'>);
      else reject(failure(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.send(form);
  });
}

/** The query parameters a path and method take (to type what a screen builds from its URL). */
export type ApiQuery<P extends ApiPath, M extends keyof paths[P] & 'get'> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;

/** The JSON body a path and method take (to type a mutation's variables by its call). */
export type ApiBody<
  P extends ApiPath,
  M extends keyof paths[P] & ('post' | 'put' | 'delete'),
> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
