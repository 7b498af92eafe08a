import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BadDump, type DumpItem, readDump } from './dump-format.ts';

const items = async (text: string, batchBytes?: number) => {
  const out: DumpItem[] = [];
  for await (const item of readDump(Readable.from([Buffer.from(text)]), batchBytes)) out.push(item);
  return out;
};

// The head of what pg_dump 15.18 writes with --data-only (and \restrict, as 15.14+ do).
const PG_DUMP = `--
-- PostgreSQL database dump
--

\\restrict gAGwc0gv1f9gmjuWjsbnbUN4IQfa4Qobh7uzuoxAmZsqSQmZEfAHz3z7AJaIThf

SET statement_timeout = 0;
SET transaction_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.users (id, email, "position") FROM stdin;
1\ta@b.c\tA\\tq\\nz
2\tb@b.c\t\\N
\\.

COPY public.comments (id, parent_id) FROM stdin;
\\.

SELECT pg_catalog.setval('public.things_id_seq', 42, true);

\\unrestrict gAGwc0gv1f9gmjuWjsbnbUN4IQfa4Qobh7uzuoxAmZsqSQmZEfAHz3z7AJaIThf
`;

describe('the database dump reader', () => {
  it("reads pg_dump's data-only output: settings, COPY blocks with their rows, setval", async () => {
    const read = await items(PG_DUMP);
    expect(read.filter((i) => i.kind === 'set').map((i) => (i as { name: string }).name)).toEqual([
      'statement_timeout',
      'transaction_timeout',
      'client_encoding',
      'standard_conforming_strings',
    ]);
    expect(read.filter((i) => i.kind === 'copy-end')).toEqual([
      { kind: 'copy-end', table: 'users', rows: 2 },
      { kind: 'copy-end', table: 'comments', rows: 0 },
    ]);
    const rows = read.find((i) => i.kind === 'copy-rows');
    // Escapes inside the rows stay as they are: they are COPY's, not the reader's.
    expect(rows).toEqual({
      kind: 'copy-rows',
      table: 'users',
      rows: 2,
      text: '1\ta@b.c\tA\\tq\\nz\n2\tb@b.c\t\\N\n',
    });
    expect(read.filter((i) => i.kind === 'sql').map((i) => (i as { sql: string }).sql)).toEqual([
      "SELECT pg_catalog.set_config('search_path', '', false);",
      "SELECT pg_catalog.setval('public.things_id_seq', 42, true);",
    ]);
  });

  it('hands a long table over in batches that add up to all its rows', async () => {
    const lines = Array.from({ length: 1000 }, (_, i) => `${i}\tname ${i}`);
    const read = await items(`COPY public.t (id, name) FROM stdin;\n${lines.join('\n')}\n\\.\n`, 1024);
    const batches = read.filter((i) => i.kind === 'copy-rows') as { text: string; rows: number }[];
    expect(batches.length).toBeGreaterThan(5);
    expect(batches.map((b) => b.text).join('')).toBe(`${lines.join('\n')}\n`);
    expect(batches.reduce((a, b) => a + b.rows, 0)).toBe(1000);
    expect(read.at(-1)).toEqual({ kind: 'copy-end', table: 't', rows: 1000 });
  });

  it.each([
    ['a statement that is not data', 'DROP TABLE public.users;'],
    ['a psql meta-command', '\\! rm -rf /'],
    ['a COPY outside schema public', 'COPY pg_catalog.pg_authid (rolname) FROM stdin;\n\\.'],
    ['a COPY from a file on the server', "COPY public.users (id) FROM '/etc/passwd';"],
    ['a second statement on a SET line', 'SET x = 1; DROP TABLE users;'],
    ['an INSERT', "INSERT INTO public.users (id) VALUES ('1');"],
  ])('refuses %s', async (_what, line) => {
    await expect(items(`SET client_encoding = 'UTF8';\n${line}\n`)).rejects.toThrow(BadDump);
  });

  it('refuses a dump cut off inside the rows of a table', async () => {
    await expect(items('COPY public.users (id) FROM stdin;\n1\n2\n')).rejects.toThrow(
      /ends inside the rows of users/,
    );
  });
});
