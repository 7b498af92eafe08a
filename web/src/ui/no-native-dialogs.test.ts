import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A lint-like guard (issue 18): the browser's own alert/confirm/prompt are never used; screens
// use ConfirmDialog, Dialog and toasts instead.
const SELF = fileURLToPath(import.meta.url);
const SRC = dirname(dirname(SELF));
const NATIVE = /(?<![\w.$])(?:window\.|globalThis\.|self\.)?(alert|confirm|prompt)\s*\(/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && path !== SELF ? [path] : [];
  });
}

/** `alert(…)`-style calls in `code`, with comments and string contents ignored. */
function nativeDialogCalls(code: string): string[] {
  const stripped = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");
  return [...stripped.matchAll(NATIVE)].map((m) => m[0]);
}

describe('no native dialogs', () => {
  it('finds the calls it must forbid', () => {
    expect(nativeDialogCalls('window.alert("x")')).toHaveLength(1);
    expect(nativeDialogCalls('if (confirm(t("a"))) go();')).toHaveLength(1);
    expect(nativeDialogCalls('const r = window.prompt (text);')).toHaveLength(1);
    expect(nativeDialogCalls('globalThis.confirm(x)')).toHaveLength(1);
    expect(nativeDialogCalls('onConfirm(); m.confirm(); // alert(1)\nconst s = "confirm(";')).toEqual([]);
  });

  it('web/src calls no alert, confirm or prompt', () => {
    const offenders = sources(SRC).flatMap((file) =>
      nativeDialogCalls(readFileSync(file, 'utf8')).map((call) => `${relative(SRC, file)}: ${call}`),
    );
    expect(offenders).toEqual([]);
  });
});
