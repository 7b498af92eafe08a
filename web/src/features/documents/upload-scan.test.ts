import { describe, expect, it } from 'vitest';
import { scanProblem } from './upload-scan.ts';

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('scan validation', () => {
  it('needs a file of an accepted type of at most 10 MB', () => {
    expect(scanProblem(undefined)).toBe('Файл не выбран');
    expect(scanProblem(file('a.pdf', 'application/pdf', 10 * 1024 * 1024 + 1))).toBe(
      'Файл слишком большой. Максимальный размер: 10 МБ',
    );
    expect(scanProblem(file('a.exe', 'application/x-msdownload', 100))).toBe(
      'Неподдерживаемый тип файла. Разрешены: PDF, JPG, PNG, GIF, WEBP',
    );
    expect(scanProblem(file('a.jpeg', '', 100))).toBeNull();
    expect(scanProblem(file('a.webp', 'image/webp', 100))).toBeNull();
  });
});
