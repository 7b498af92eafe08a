import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_TEXTS } from '../test/all-texts.ts';
import { COMMON_NS } from './index.ts';

/**
 * Reads the web app's sources to check how they use the namespaces: every namespace is listed in
 * ALL_TEXTS (so the catalog checks see it), a module that asks for a namespace loads the module that
 * registers it before it renders (through its static imports, or because the shell registers it
 * eagerly), and every key written out in a `t('…')` call exists in a namespace the call can read.
 */
const SRC = join(import.meta.dirname, '..');
/** Registers the shell's namespaces before anything renders (main.tsx imports it first). */
const SHELL_TEXTS = join(SRC, 'app', 'texts.ts');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

/** A module's code without its comments (they may quote a call as an example). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const files = new Map(sources(SRC).map((path) => [path, code(readFileSync(path, 'utf8'))] as const));
const rel = (path: string) => relative(SRC, path);

/** Static imports that run before the module does (`import type` and dynamic `import()` do not). */
function staticImports(file: string): string[] {
  const text = files.get(file) ?? '';
  const out: string[] = [];
  for (const m of text.matchAll(
    /^(import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm,
  )) {
    if (m[2] || (m[1] === 'export' && !/\sfrom\s/.test(m[0]))) continue;
    const target = resolve(dirname(file), m[3] ?? '');
    if (existsSync(target)) out.push(target);
  }
  return out;
}

function reachable(from: string): Set<string> {
  const seen = new Set<string>([from]);
  const todo = [from];
  while (todo.length) {
    for (const next of staticImports(todo.pop() as string)) {
      if (seen.has(next)) continue;
      seen.add(next);
      todo.push(next);
    }
  }
  return seen;
}

/** Which module registers each namespace. */
const registeredBy = new Map<string, string[]>();
for (const [file, text] of files) {
  for (const m of text.matchAll(/addTexts\(\s*'(\w+)'/g)) {
    const ns = m[1] as string;
    registeredBy.set(ns, [...(registeredBy.get(ns) ?? []), file]);
  }
}
const eager = reachable(SHELL_TEXTS);

/** Every key path of a catalog, objects included ("a", "a.b", "a.b.c"). */
function keyPaths(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [prefix];
  const inner = Object.entries(node).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
  return prefix ? [prefix, ...inner] : inner;
}
const KEYS = new Map(Object.entries(ALL_TEXTS).map(([ns, { ru }]) => [ns, new Set(keyPaths(ru))] as const));

function parseNamespaces(args: string): string[] {
  const names = [...args.matchAll(/'(\w+)'/g)].map((m) => m[1] as string);
  return names.length ? names : [COMMON_NS];
}

interface Use {
  /** The function name a key is passed to (`t`, an alias such as `tr`, or `i18next.t`). */
  fn: string;
  namespaces: Set<string>;
}

/** The translate functions a module declares, with the namespaces each may read. */
function translators(text: string): Use[] {
  const byName = new Map<string, Set<string>>();
  const add = (fn: string, nss: string[]) => {
    const set = byName.get(fn) ?? new Set<string>([COMMON_NS]);
    for (const ns of nss) set.add(ns);
    byName.set(fn, set);
  };
  for (const m of text.matchAll(/const\s*\{([^}]*)\}\s*=\s*useTranslation\(([^)]*)\)/g)) {
    const nss = parseNamespaces(m[2] ?? '');
    for (const part of (m[1] ?? '').split(',')) {
      const [name, alias] = part.split(':').map((s) => s.trim());
      if (name === 't') add(alias || 't', nss);
    }
  }
  // i18next.t('…', { ns: '…' }) outside components.
  add(
    'i18next.t',
    [...text.matchAll(/\bns:\s*'(\w+)'/g)].map((m) => m[1] as string),
  );
  return [...byName].map(([fn, namespaces]) => ({ fn, namespaces }));
}

/** The namespaces a module asks for in any way (hooks, `useTexts`, `{ ns }` options). */
function askedNamespaces(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/useTranslation\(([^)]*)\)/g))
    for (const ns of parseNamespaces(m[1] ?? '')) out.add(ns);
  for (const m of text.matchAll(/useTexts\(\s*'(\w+)'/g)) out.add(m[1] as string);
  for (const m of text.matchAll(/\bns:\s*'(\w+)'/g)) out.add(m[1] as string);
  out.delete(COMMON_NS);
  return out;
}

/** The keys a module writes out for one translate function; a template literal gives its fixed start. */
function literalKeys(text: string, fn: string): { key: string; prefix: boolean }[] {
  const escaped = fn.replace('.', '\\.');
  const out: { key: string; prefix: boolean }[] = [];
  for (const m of text.matchAll(
    new RegExp(`(?<![\\w.])${escaped}\\(\\s*(?:'([^']*)'|"([^"]*)"|\`([^\`]*)\`)`, 'g'),
  )) {
    const template = m[3];
    if (template !== undefined) {
      const cut = template.indexOf('${');
      out.push(cut < 0 ? { key: template, prefix: false } : { key: template.slice(0, cut), prefix: true });
    } else out.push({ key: (m[1] ?? m[2]) as string, prefix: false });
  }
  return out;
}

function resolves(key: string, prefix: boolean, namespaces: Set<string>): boolean {
  for (const ns of namespaces) {
    const keys = KEYS.get(ns);
    if (!keys) continue;
    if (prefix) {
      if (!key || [...keys].some((k) => k.startsWith(key))) return true;
    } else if (keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`)) return true;
  }
  return false;
}

describe('how the code uses the texts', () => {
  it('every registered namespace is listed in ALL_TEXTS, once, and each listed one is registered', () => {
    const twice = [...registeredBy]
      .filter(([, by]) => by.length > 1)
      .map(([ns, by]) => `${ns}: ${by.map(rel)}`);
    expect(twice).toEqual([]);
    expect([...registeredBy.keys()].sort()).toEqual(Object.keys(ALL_TEXTS).sort());
  });

  it('a module that asks for a namespace loads its texts before it renders', () => {
    const missing: string[] = [];
    for (const [file, text] of files) {
      const asked = askedNamespaces(text);
      if (!asked.size) continue;
      const loaded = reachable(file);
      for (const ns of asked) {
        const by = registeredBy.get(ns)?.[0];
        if (!by) missing.push(`${rel(file)} asks for "${ns}", which no module registers`);
        else if (!loaded.has(by) && !eager.has(by)) missing.push(`${rel(file)} → ${rel(by)} (${ns})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every key written out in a t() call exists in a namespace that call reads', () => {
    const unknown: string[] = [];
    for (const [file, text] of files) {
      for (const { fn, namespaces } of translators(text)) {
        for (const { key, prefix } of literalKeys(text, fn)) {
          if (!resolves(key, prefix, namespaces))
            unknown.push(
              `${rel(file)}: ${fn}('${key}${prefix ? '…' : ''}') not in ${[...namespaces].join(', ')}`,
            );
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});
