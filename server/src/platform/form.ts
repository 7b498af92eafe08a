import { hasNulCharacter, NUL_CHARACTER_TEXT } from '@krug/contract/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Invalid } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields a form route reads (`readForm` then `parseWith`): the OpenAPI document shows them
     * as its body (so the web app's calls are typed), while nothing validates them before they
     * are read (a multipart body is read by the handler).
     */
    formBody?: z.ZodType;
  }
}

/** For the OpenAPI document (swagger's `transform`): a route's `config.formBody` as its body. */
export function withFormBody<I extends { schema: object; route: { config?: unknown } }>(input: I): I {
  const formBody = (input.route.config as { formBody?: z.ZodType } | undefined)?.formBody;
  return formBody ? { ...input, schema: { ...input.schema, body: formBody } } : input;
}

/**
 * The fields of a "form data" call (CONTRACT §1): multipart/form-data, urlencoded or JSON.
 * Repeated multipart fields become arrays; file parts are drained and ignored.
 */
export async function readForm(req: FastifyRequest): Promise<Record<string, unknown>> {
  if (!req.isMultipart()) return (req.body as Record<string, unknown> | undefined) ?? {};
  const fields: Record<string, unknown> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      continue;
    }
    const value = part.value;
    const existing = fields[part.fieldname];
    if (existing === undefined) fields[part.fieldname] = value;
    else fields[part.fieldname] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return fields;
}

/** Parses with a contract schema; the first problem becomes a 422 with its Russian message. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  // Multipart fields skip the preValidation text guard, so NUL is refused here too.
  if (hasNulCharacter(data)) throw new Invalid(NUL_CHARACTER_TEXT);
  const result = schema.safeParse(data);
  if (!result.success) throw new Invalid(result.error.issues[0]?.message ?? 'Некорректные данные');
  return result.data;
}
