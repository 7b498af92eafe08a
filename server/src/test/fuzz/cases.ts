import {
  HOSTILE_DATES,
  HOSTILE_IDS,
  HOSTILE_NUMBERS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_STRINGS,
  sampleFieldValues,
  sampleJson,
  seedOf,
  WRONG_TYPES,
} from './hostile-values.ts';
import { rawMultipart } from './raw-multipart.ts';
import { type JsonSchema, kindOf, resolve, validValue } from './schema-values.ts';
import { fieldId, pathValue, type World } from './world.ts';

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, with the body schema of form routes filled in. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** Takes a file part (upload routes). */
  file?: boolean;
  /** Form-data route: the body may come as multipart fields too. */
  form?: boolean;
}

/** One hostile request. `auth: false` sends it anonymously, a string sends that Authorization header. */
export interface FuzzCase {
  label: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  auth?: false | string;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const json = (value: unknown) => JSON.stringify(value);

/** A JSON text where `field` holds raw JSON text `raw` (for numbers JSON.stringify cannot write). */
const withRaw = (base: Record<string, unknown>, field: string, raw: string) => {
  const marker = '"__fuzz_raw__"';
  return json({ ...base, [field]: '__fuzz_raw__' }).replace(marker, raw);
};

/** Every hostile request for one operation: generated from its schema plus the classic cases. */
export function casesFor(op: Operation, world: World, components: Record<string, JsonSchema>, png: Buffer) {
  const seed = seedOf(`${op.method} ${op.path}`);
  const ids = (field: string) => fieldId(world, field);
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const urlWith = (overrides: Record<string, string> = {}, query = baseQuery()) => {
    let url = op.path;
    for (const p of pathParams) {
      const value = overrides[p.name] ?? pathValue(world, op.path, p.name);
      url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    }
    return query ? `${url}?${query}` : url;
  };
  function baseQuery(): string {
    return queryParams
      .filter((p) => p.required)
      .map((p) => `${p.name}=${encodeURIComponent(String(validValue(p.name, p.schema, components, ids)))}`)
      .join('&');
  }
  const bodySchema = op.body ? resolve(op.body, components) : undefined;
  const base = bodySchema
    ? (validValue('', bodySchema, components, ids) as Record<string, unknown>)
    : undefined;
  const hasBody = op.method !== 'GET';
  const basePayload = base && !op.file ? { headers: JSON_TYPE, payload: json(base) } : { headers: {} };

  const cases: FuzzCase[] = [];
  const add = (label: string, c: Partial<FuzzCase>) =>
    cases.push({ label, method: op.method, url: urlWith(), ...basePayload, ...c });
  const addBody = (label: string, payload: string) => add(`body ${label}`, { headers: JSON_TYPE, payload });

  // Path parameters: not UUIDs, traversal, SQL, 10 kB, UUIDs of nothing.
  for (const p of pathParams) {
    for (const bad of HOSTILE_IDS)
      add(`path ${p.name}=${bad.slice(0, 30)}`, { url: urlWith({ [p.name]: bad }) });
    add(`path ${p.name} broken percent-encoding`, {
      url: urlWith({ [p.name]: '\u0001' }).replace('%01', '%E0%A4%A'),
    });
  }

  // Query: repeated keys, bracket keys, out-of-range and garbage values, and an unknown key.
  const q = baseQuery();
  const joinQ = (extra: string) => (q ? `${q}&${extra}` : extra);
  for (const [i, p] of queryParams.entries()) {
    const values =
      p.name === 'limit' || p.name === 'before'
        ? HOSTILE_QUERY_VALUES
        : HOSTILE_QUERY_VALUES.slice(i % 3, (i % 3) + 3);
    for (const v of values)
      add(`query ${p.name}=${v.slice(0, 20)}`, {
        url: urlWith({}, joinQ(`${p.name}=${encodeURIComponent(v)}`)),
      });
    add(`query ${p.name} repeated`, { url: urlWith({}, joinQ(`${p.name}=1&${p.name}=2`)) });
    add(`query ${p.name}[]`, { url: urlWith({}, joinQ(`${p.name}[]=1&${p.name}[x]=2`)) });
    add(`query ${p.name} NUL`, { url: urlWith({}, joinQ(`${p.name}=%00`)) });
  }
  if (queryParams.length) add('query unknown key', { url: urlWith({}, joinQ('zzz=%E2%80%AE&__proto__=1')) });

  if (bodySchema && base && typeof base === 'object') {
    for (const raw of ['null', '[]', '"text"', '42', 'true', '[{}]', '{}']) addBody(`is ${raw}`, raw);
    for (const key of bodySchema.required ?? []) {
      const { [key]: _, ...rest } = base;
      addBody(`without ${key}`, json(rest));
    }
    const props = Object.entries(bodySchema.properties ?? {});
    for (const [i, [key, schema]] of props.entries()) {
      const kind = kindOf(schema, components);
      const wrong = WRONG_TYPES.filter(
        ([, v]) => typeof v !== kind && !(kind === 'array' && Array.isArray(v)),
      );
      const picked = [wrong[0], wrong[1 + (i % (wrong.length - 1))]].filter((w) => w !== undefined);
      for (const [name, v] of picked) addBody(`${key} as ${name}`, json({ ...base, [key]: v }));
      if (kind === 'string') {
        const strings = i < 3 ? HOSTILE_STRINGS : HOSTILE_STRINGS.slice(0, 4);
        for (const [name, v] of strings) addBody(`${key} ${name}`, json({ ...base, [key]: v }));
        const s = resolve(schema, components);
        if (s.format === 'uuid' || /(^|_)id$/.test(key)) {
          for (const bad of HOSTILE_IDS.slice(0, 4))
            addBody(`${key}=${bad.slice(0, 20)}`, json({ ...base, [key]: bad }));
        }
        if (/date|birth|time/.test(key))
          for (const d of HOSTILE_DATES) addBody(`${key}=${d}`, json({ ...base, [key]: d }));
      }
      if (kind === 'integer' || kind === 'number') {
        for (const [name, raw] of HOSTILE_NUMBERS) addBody(`${key} ${name}`, withRaw(base, key, raw));
      }
      if (kind === 'array') {
        addBody(
          `${key} 10k items`,
          json({ ...base, [key]: Array.from({ length: 10_000 }, (_, n) => `${n}`) }),
        );
        addBody(`${key} nested`, json({ ...base, [key]: [[[['x']]], { a: [] }] }));
        addBody(`${key} NUL item`, json({ ...base, [key]: ['a\u0000'] }));
      }
      if (kind === 'object')
        addBody(
          `${key} NUL key`,
          json({ ...base, [key]: { 'a\u0000': 'b\u0000', ['k'.repeat(5000)]: 'v' } }),
        );
    }
    addBody(
      'extra fields',
      json({ ...base, extra: 'x', id: world.otherId, user_id: world.otherId, is_admin: true }),
    );
    addBody('__proto__', withRaw(base, '__proto__', '{"polluted":true}'));
    addBody('constructor.prototype', withRaw(base, 'constructor', '{"prototype":{"polluted":true}}'));
    addBody('deep nesting', withRaw(base, 'deep', `${'['.repeat(5000)}${']'.repeat(5000)}`));
    // Generated: whole bodies of any JSON, and the valid body with one field of any type.
    for (const [n, v] of sampleJson(seed, 4).entries()) addBody(`random json #${n}`, json(v));
    const keys = props.map(([k]) => k);
    for (const [n, v] of sampleFieldValues(seed, keys.length ? 8 : 0).entries()) {
      const key = keys[n % keys.length] as string;
      addBody(`random ${key} #${n}`, json({ ...base, [key]: v }));
    }
  }

  if (hasBody) {
    // Broken JSON and bodies of the wrong kind.
    for (const raw of ['{', '{"a":', '{"a":1}}', '\u0000', 'nul', "{'a':1}", '\ufeff{}'])
      addBody(`malformed ${json(raw)}`, raw);
    addBody('nested 200,000 deep', `${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    add('text/plain', { headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    add('xml', { headers: { 'content-type': 'application/xml' }, payload: '<a>&xxe;</a>' });
    add('garbage content type', { headers: { 'content-type': 'åäö/ü; boundary' }, payload: 'x' });
    add('json utf-16', {
      headers: { 'content-type': 'application/json; charset=utf-16' },
      payload: Buffer.from('{}', 'utf16le'),
    });
    add('urlencoded arrays', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&a=2&b[c]=3&content=%00&name=x',
    });
    add('multipart without boundary', { headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    const fields = Object.entries(base ?? {}).map(([name, v]) => ({ name, value: String(v) }));
    const good = rawMultipart(fields);
    add('multipart wrong boundary', {
      headers: { 'content-type': 'multipart/form-data; boundary=other' },
      payload: good.payload,
    });
    add('multipart truncated', rawMultipart(fields, { truncate: true }));
    add('multipart boundary 200 chars', rawMultipart(fields, { boundary: 'b'.repeat(200) }));
  }

  if (op.form && base) {
    // Form fields carry the same hostile strings as JSON bodies.
    for (const key of Object.keys(bodySchema?.properties ?? {})) {
      for (const [name, v] of HOSTILE_STRINGS.slice(0, 3)) {
        add(`multipart ${key} ${name}`, rawMultipart(multipartFields({ ...base, [key]: v })));
      }
    }
  }

  if (op.file) {
    // File names that try to leave the folder or break the header, with a real PNG inside.
    const names = [
      '../../x.png',
      '/etc/passwd',
      'C:\\Windows\\x.png',
      'x\u0000.png',
      'ф'.repeat(3000),
      '',
      '"; name="x',
      '..',
    ];
    for (const filename of names) {
      add(
        `file named ${json(filename.slice(0, 20))}`,
        rawMultipart([...multipartFields(base), { name: 'file', filename, data: png }]),
      );
    }
    add(
      'two files',
      rawMultipart([
        { name: 'file', filename: 'a.png', data: png },
        { name: 'file', filename: 'b.png', data: png },
      ]),
    );
    add('file under another name', rawMultipart([{ name: 'other', filename: 'a.png', data: png }]));
    add('empty file', rawMultipart([{ name: 'file', filename: 'a.png', data: Buffer.alloc(0) }]));
    add('truncated file', rawMultipart([{ name: 'file', filename: 'a.png', data: png }], { truncate: true }));
    add('fields only', rawMultipart([{ name: 'source_module', value: 'a\u0000' }]));
    add(
      'huge field',
      rawMultipart([
        { name: 'source_module', value: 'я'.repeat(20_000) },
        { name: 'file', filename: 'a.png', data: png },
      ]),
    );
    add(
      'NUL field',
      rawMultipart([
        { name: 'privacy_level', value: 'a\u0000b' },
        { name: 'file', filename: 'a.png', data: png },
      ]),
    );
    add(
      'chunk fields hostile',
      rawMultipart([
        { name: 'chunk_index', value: '-1' },
        { name: 'total_chunks', value: '99999999999999999999' },
        { name: 'original_filename', value: '../../x\u0000.pdf' },
        { name: 'file', filename: 'a.png', data: png },
      ]),
    );
  }

  // A few as somebody else: nobody, a forged token, another scheme.
  add('anonymous', { auth: false });
  add('garbage token', { auth: 'Bearer garbage' });
  add('alg none token', {
    auth: `Bearer ${b64(json({ alg: 'none' }))}.${b64(json({ sub: world.otherId }))}.`,
  });
  add('basic auth', { auth: 'Basic YTpi' });
  return cases;
}

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const multipartFields = (base: Record<string, unknown> | undefined) =>
  Object.entries(base ?? {}).map(([name, v]) => ({ name, value: String(v) }));
