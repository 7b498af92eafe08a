import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ru } from './ru.ts';
import { RU_PARTS } from './ru-all.ts';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

describe('catalog parts', () => {
  it('every module that uses a part’s keys imports the part, so its texts are there before it renders', () => {
    const missing: string[] = [];
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const [part, texts] of Object.entries(RU_PARTS)) {
        const sections = Object.keys(texts).join('|');
        if (!new RegExp(`['"\`](${sections})\\.[a-zA-Z$]`).test(text)) continue;
        if (!text.includes(`i18n/parts/${part}.ts'`)) missing.push(`${relative(SRC, file)} → ${part}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('a part’s sections are not in the shell’s catalog too', () => {
    const shell = Object.keys(ru);
    for (const texts of Object.values(RU_PARTS)) {
      for (const section of Object.keys(texts)) expect(shell).not.toContain(section);
    }
  });
});
