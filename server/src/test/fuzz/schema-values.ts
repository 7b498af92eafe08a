/** JSON Schema (as the OpenAPI document publishes it) → a plausible valid value and hostile ones. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
}

/** Ids of the objects a field may name, so a valid body reaches the service. */
export type IdsByField = (field: string) => string;

let emails = 0;

/** The first option of a union, with `$ref`s resolved against the document's components. */
export function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  if (schema.$ref) return resolve(components[schema.$ref.split('/').pop() ?? ''] ?? {}, components);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const first = options.find((o) => o.type !== 'null') ?? options[0];
    return resolve({ ...first, nullable: schema.nullable }, components);
  }
  if (schema.allOf?.length) return resolve(schema.allOf[0] as JsonSchema, components);
  return schema;
}

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** A value the schema accepts (best effort: enough for requests to reach the service). */
export function validValue(
  field: string,
  raw: JsonSchema,
  components: Record<string, JsonSchema>,
  ids: IdsByField,
): unknown {
  const s = resolve(raw, components);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((v) => v !== '') ?? s.enum[0];
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) {
        const prop = s.properties?.[key];
        if (prop) out[key] = validValue(key, prop, components, ids);
      }
      return out;
    }
    case 'array':
      return s.minItems ? [validValue(field, s.items ?? {}, components, ids)] : [];
    case 'integer':
    case 'number':
      if (/year/.test(field)) return 2000;
      return s.minimum !== undefined ? Math.max(s.minimum, 1) : 1;
    case 'boolean':
      return false;
    default:
      return validString(field, s, ids);
  }
}

function validString(field: string, s: JsonSchema, ids: IdsByField): string {
  if (s.format === 'uuid' || /(^|_)ids?$/.test(field)) return ids(field);
  if (s.format === 'email' || /email/.test(field)) {
    emails += 1;
    return `fuzz${emails}-${Date.now().toString(36)}@example.com`;
  }
  if (s.format === 'date-time') return '2030-06-01T00:00:00.000Z';
  if (/date|birth/.test(field)) return '2015-03-01';
  if (/time/.test(field)) return '15:30:00';
  if (/colou?r/.test(field)) return '#059669';
  if (/password/.test(field)) return 'secret123';
  if (/url|website/.test(field)) return 'https://example.com';
  if (/phone/.test(field)) return '+7 900 000-00-00';
  if (/postal/.test(field)) return '101000';
  if (/emoji/.test(field)) return '👍';
  const text = 'Тест';
  return text.padEnd(Math.max(s.minLength ?? 1, text.length), 'т').slice(0, s.maxLength ?? 1000);
}

/** What kind of hostile values suit a field. */
export function kindOf(raw: JsonSchema, components: Record<string, JsonSchema>) {
  return typeOf(resolve(raw, components)) ?? 'string';
}
