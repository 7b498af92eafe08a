import { describe, expect, it } from 'vitest';
import { contrast, luminance, textOn } from './color.ts';

describe('textOn', () => {
  it('picks the text colour that passes AA on any fill', () => {
    for (const fill of [
      '#059669',
      '#facc15',
      '#1d4ed8',
      '#ffffff',
      '#000000',
      '#808080',
      '#0891b2',
      '#ea580c',
    ]) {
      const text = textOn(fill);
      expect(
        contrast(luminance(fill) ?? 0, luminance(text) ?? 0),
        `${text} on ${fill}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps white on dark fills and uses dark text on light ones', () => {
    expect(textOn('#1d4ed8')).toBe('#ffffff');
    expect(textOn('#facc15')).toBe('#0f172a');
    expect(textOn('#fc0')).toBe('#0f172a');
    expect(textOn('not a colour')).toBe('#ffffff');
  });
});
