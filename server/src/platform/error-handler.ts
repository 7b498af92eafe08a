import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-unavailable.ts';
import { HttpError, INTERNAL_ERROR, TOO_MANY_ATTEMPTS } from './errors.ts';

export const PLATFORM_TEXTS = {
  invalidJson: 'Некорректный JSON в теле запроса',
  emptyBody: 'Тело запроса не может быть пустым',
  invalidBody: 'Некорректное тело запроса',
  tooLarge: 'Слишком большой запрос',
  unsupportedContentType: 'Неподдерживаемый формат запроса',
  badRequest: 'Некорректный запрос',
  notFound: 'Ресурс не найден',
  methodNotAllowed: 'Метод не поддерживается',
  urlTooLong: 'Слишком длинный адрес запроса',
  overloaded: 'Сервер перегружен. Попробуйте позже.',
} as const;

/** The process (EMFILE) or the system (ENFILE) has no file descriptor left: temporary, so 503. */
const OUT_OF_FILES = new Set(['EMFILE', 'ENFILE']);
export function isOutOfFiles(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (typeof e !== 'object') return false;
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && OUT_OF_FILES.has(code)) return true;
  }
  return false;
}

/** Fastify's own error codes → our status and Russian sentence. */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [422, PLATFORM_TEXTS.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [422, PLATFORM_TEXTS.emptyBody],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, PLATFORM_TEXTS.tooLarge],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, PLATFORM_TEXTS.badRequest],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, PLATFORM_TEXTS.unsupportedContentType],
  FST_REQ_FILE_TOO_LARGE: [413, PLATFORM_TEXTS.tooLarge],
  FST_FILES_LIMIT: [413, PLATFORM_TEXTS.tooLarge],
  FST_PARTS_LIMIT: [413, PLATFORM_TEXTS.tooLarge],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, PLATFORM_TEXTS.unsupportedContentType],
  // Router errors, answered through `frameworkErrors` (see answerFrameworkError).
  FST_ERR_BAD_URL: [400, PLATFORM_TEXTS.badRequest],
  FST_ERR_MAX_PARAM_LENGTH: [414, PLATFORM_TEXTS.urlTooLong],
  FST_ERR_ASYNC_CONSTRAINT: [400, PLATFORM_TEXTS.badRequest],
};

/** A failure's answer: its status, the Russian sentence and, when a body field caused it, its dotted path. */
interface Answer {
  status: number;
  detail: string;
  field?: string;
}

/** `/address/city` → `address.city`; the whole body (`/` or nothing) has no field. */
export function fieldOfInstancePath(instancePath: string | undefined): string | undefined {
  const path = (instancePath ?? '').split('/').filter(Boolean).join('.');
  return path || undefined;
}

function toAnswer(err: FastifyError): Answer {
  if (err instanceof HttpError)
    return err.field ? { status: err.statusCode, detail: err.detail, field: err.field } : toPair(err);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    // An issue on the whole body (missing or not an object) has no path of its own.
    const field = fieldOfInstancePath(first?.instancePath);
    const inBody = err.validationContext === 'body';
    if (!field && inBody) return { status: 422, detail: PLATFORM_TEXTS.invalidBody };
    const detail = first?.message ?? PLATFORM_TEXTS.invalidBody;
    // Only a body field is one the client has an input for; a bad query or path has none.
    return inBody && field ? { status: 422, detail, field } : { status: 422, detail };
  }
  return toPair(err);
}

function toPair(err: FastifyError): Answer {
  const [status, detail] = toStatusAndDetail(err);
  return { status, detail };
}

function toStatusAndDetail(err: FastifyError): [number, string] {
  if (err instanceof HttpError) return [err.statusCode, err.detail];
  if (isOutOfFiles(err)) return [503, PLATFORM_TEXTS.overloaded];
  if (err.code && FRAMEWORK_ERRORS[err.code]) return FRAMEWORK_ERRORS[err.code] as [number, string];
  if (err instanceof SyntaxError && err.statusCode === 400) return [422, PLATFORM_TEXTS.invalidJson];
  // Busboy (multipart parsing) throws plain errors, without a code, on a broken body.
  if (BROKEN_MULTIPART.test(err.message)) return [422, PLATFORM_TEXTS.invalidBody];
  if (err.statusCode === 429) return [429, TOO_MANY_ATTEMPTS];
  if (err.statusCode === 413) return [413, PLATFORM_TEXTS.tooLarge];
  if (err.statusCode === 415) return [415, PLATFORM_TEXTS.unsupportedContentType];
  if (err.statusCode === 404) return [404, PLATFORM_TEXTS.notFound];
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    return [err.statusCode, PLATFORM_TEXTS.badRequest];
  // The database restarting or unreachable is temporary, not a bug: 503, and clients retry.
  if (isDatabaseUnavailable(err)) return [503, DATABASE_UNAVAILABLE];
  return [500, INTERNAL_ERROR];
}

const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data)$/;

/**
 * Answers one failure as `{detail}`, plus `field` (a dotted path such as `email` or `address.city`)
 * when one body field caused it, so the client shows the sentence under that input. Also Fastify's
 * `frameworkErrors` (router errors skip the handler).
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const { status, detail, field } = toAnswer(err);
  if (status >= 500 || isResponseSerializationError(err)) req.log.error({ err }, 'request failed');
  else req.log.info({ status, detail, field, code: err.code }, 'request rejected');
  return reply.status(status).send(field ? { detail, field } : { detail });
}

const isDetailBody = (payload: unknown) => typeof payload === 'string' && payload.startsWith('{"detail":');

/** The one place where every failure becomes `{detail}` (CONTRACT.md §2). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(answerFrameworkError);
  // Last guard: whatever answered a 5xx without going through the handler above (a plugin's own
  // reply, a stream) still answers `{detail}` and nothing else.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (reply.statusCode < 500 || isDetailBody(payload)) return done(null, payload);
    if (payload && typeof (payload as { destroy?: unknown }).destroy === 'function')
      (payload as { destroy: () => void }).destroy();
    const detail = reply.statusCode === 503 ? PLATFORM_TEXTS.overloaded : INTERNAL_ERROR;
    reply.header('content-type', 'application/json; charset=utf-8').removeHeader('content-length');
    reply.removeHeader('content-disposition');
    done(null, JSON.stringify({ detail }));
  });
}
