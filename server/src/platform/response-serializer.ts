import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// fastify's own JSON serializer (the one its default compiler uses), taken from fastify itself so
// both always agree on the version.
const fastJson = createRequire(createRequire(import.meta.url).resolve('fastify'))('fast-json-stringify') as (
  schema: object,
) => (data: unknown) => string;

type Json = { [key: string]: unknown };
type Compile = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * Rewrites zod's JSON Schema into the form fast-json-stringify serialises fastest: a nullable value
 * (`anyOf: [X, {type: "null"}]`) as X with `nullable: true` (fast-json-stringify otherwise checks each
 * branch with a validator), without the keywords it does not need (`$schema`, `pattern`, `format`).
 * Inside a real union the branches stay as zod wrote them: fast-json-stringify picks a union's branch
 * by validating the value against it, and its validator does not know `nullable`.
 */
function simplify(node: unknown, inUnion = false): unknown {
  if (Array.isArray(node)) return node.map((n) => simplify(n, inUnion));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === '$schema' || key === 'pattern' || key === 'format') continue;
    if (key === 'properties' || key === '$defs' || key === 'definitions')
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, simplify(v, inUnion)]));
    else out[key] = simplify(value, inUnion || key === 'anyOf' || key === 'oneOf');
  }
  const anyOf = out.anyOf as Json[] | undefined;
  if (!inUnion && Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some((b) => b.type === 'null')) {
    const other = (node as { anyOf: Json[] }).anyOf.find((b) => b.type !== 'null');
    if (other && !other.anyOf && !other.$ref && typeof other.type === 'string') {
      const { anyOf: _drop, ...rest } = out;
      return { ...rest, ...(simplify(other) as Json), nullable: true };
    }
  }
  return out;
}

/** The zod schema of a route's response (as the type provider accepts it). */
function zodOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown }).properties;
  if (inner instanceof z.ZodType) return inner;
  throw new Error('response schema is not a zod schema');
}

/**
 * Response serialisation from the routes' zod schemas, compiled once per route (on its first
 * answer) by fast-json-stringify through the schema's JSON Schema: only the contract's fields are
 * written, in one generated function, instead of zod encoding the answer and `JSON.stringify`.
 * A schema zod cannot express as JSON Schema (a date, a transform) keeps zod's serialiser.
 *
 * fast-json-stringify does not validate (a wrong type is coerced, not refused). With `check` (the
 * test suites), every answer is also encoded by zod as before: an answer zod refuses fails the
 * test as it always did, and an answer the compiled function writes differently fails it too, so
 * the whole test suite is the safety net of the compiled serialisers.
 */
export function responseSerializerCompiler(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route: Compile) => {
    const viaZod = zodSerializerCompiler(route as never) as (data: unknown) => string;
    let compiled: ((data: unknown) => string) | undefined;
    const compile = () => {
      try {
        const json = z.toJSONSchema(zodOf(route.schema), { target: 'draft-7', io: 'output', cycles: 'ref' });
        return fastJson(simplify(json) as object);
      } catch {
        return viaZod;
      }
    };
    if (!check)
      return (data: unknown) => {
        compiled ??= compile();
        return compiled(data);
      };
    return (data: unknown) => {
      const expected = viaZod(data);
      compiled ??= compile();
      const written = compiled(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `compiled serializer of ${route.method} ${route.url} differs from zod:\n${written}\n${expected}`,
        );
      return written;
    };
  };
}
