import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { API_SCHEMA_FILE, apiSchemaSource } from './api-schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the web app call types (web/src/lib/api-schema.d.ts)', () => {
  it('are what the OpenAPI document of these routes generates (run npm run api:schema when this fails)', async () => {
    const committed = readFileSync(API_SCHEMA_FILE, 'utf8');
    const generated = await apiSchemaSource(t.app);
    // A plain comparison first: on a difference, the first differing line says where it is stale.
    if (committed !== generated) {
      const a = committed.split('\n');
      const b = generated.split('\n');
      const at = a.findIndex((line, i) => line !== b[i]);
      expect({ line: at + 1, committed: a[at], generated: b[at] }).toEqual({
        line: at + 1,
        committed: b[at],
        generated: b[at],
      });
    }
    expect(committed).toBe(generated);
  });

  it('type every answer the web app reads: no part of a response body is left unknown', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses?: Record<string, Json> }>>;
    };
    const untyped: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods))
        for (const [status, answer] of Object.entries(op.responses ?? {}))
          for (const [type, media] of Object.entries((answer.content ?? {}) as Record<string, Json>))
            for (const where of untypedParts(media.schema, ''))
              untyped.push(`${method.toUpperCase()} ${path} ${status} ${type}${where}`);
    expect(untyped).toEqual([]);
  });
});

type Json = Record<string, unknown>;

/** Where a JSON Schema accepts anything (`{}`, openapi-typescript's `unknown`), as dotted paths. */
function untypedParts(schema: unknown, at: string): string[] {
  if (!schema || typeof schema !== 'object') return [at || '(root)'];
  const s = schema as Json;
  const typed = ['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'not'].some((k) => k in s);
  if (!typed) return [at || '(root)'];
  const inner: string[] = [];
  for (const [name, sub] of Object.entries((s.properties ?? {}) as Json))
    inner.push(...untypedParts(sub, `${at}.${name}`));
  if (s.items) inner.push(...untypedParts(s.items, `${at}[]`));
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    inner.push(...untypedParts(s.additionalProperties, `${at}{}`));
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const [i, sub] of ((s[k] ?? []) as unknown[]).entries())
      inner.push(...untypedParts(sub, `${at}|${i}`));
  return inner;
}
