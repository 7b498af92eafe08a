import { expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType, check: boolean) =>
  responseSerializerCompiler(check)({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

const Post = z.object({
  id: z.string(),
  author: z.object({ first_name: z.string(), profile_picture: z.string().nullable() }),
  family_id: z.string().nullable(),
  reaction: z.enum(['like', 'love']).nullable(),
  media: z.array(z.object({ url: z.string() })),
  note: z.string().optional(),
});

it('writes only the contract’s fields, as zod and JSON.stringify did', () => {
  const data = {
    id: 'p1',
    author: { first_name: 'Анна', profile_picture: null, password_hash: 'secret' },
    family_id: null,
    reaction: 'love',
    media: [{ url: '/a', internal: 1 }],
    extra: 'dropped',
  };
  const written = compile(z.array(Post), false)([data]);
  expect(JSON.parse(written)).toEqual([
    {
      id: 'p1',
      author: { first_name: 'Анна', profile_picture: null },
      family_id: null,
      reaction: 'love',
      media: [{ url: '/a' }],
    },
  ]);
  expect(written).not.toContain('secret');
});

it('in check mode refuses an answer zod refuses, which the compiled function alone would coerce', () => {
  const wrong = {
    id: 5,
    author: { first_name: 'А', profile_picture: null },
    family_id: null,
    reaction: null,
    media: [],
  };
  expect(() => compile(Post, false)(wrong)).not.toThrow();
  expect(() => compile(Post, true)(wrong)).toThrow();
});

it('keeps zod for a schema JSON Schema cannot express (a date)', () => {
  const at = new Date('2026-11-26T00:00:00Z');
  expect(compile(z.object({ at: z.date() }), true)({ at })).toBe(JSON.stringify({ at }));
});

it('serialises a union through its branches', () => {
  const Answer = z.union([
    z.object({
      token: z.string(),
      user: z.object({ id: z.string(), gender: z.enum(['M', 'F']).nullable() }),
    }),
    z.object({ two_factor_required: z.literal(true), challenge: z.string() }),
  ]);
  const write = compile(Answer, true);
  expect(JSON.parse(write({ token: 't', user: { id: 'u', gender: null } }))).toEqual({
    token: 't',
    user: { id: 'u', gender: null },
  });
  expect(JSON.parse(write({ two_factor_required: true, challenge: 'c' }))).toEqual({
    two_factor_required: true,
    challenge: 'c',
  });
});
