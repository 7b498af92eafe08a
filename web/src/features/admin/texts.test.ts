import { AUDIT_ACTIONS } from '@krug/contract/audit';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from '@krug/contract/reports';
import { describe, expect, it } from 'vitest';
import { registrationEn, registrationRu } from '../auth/registration-texts.ts';
import { reportsEn, reportsRu } from '../reports/texts.ts';
import { securityEventsEn, securityEventsRu } from '../security/events-texts.ts';
import { adminMenuEn, adminMenuRu } from './menu-texts.ts';
import { adminEn, adminRu } from './texts.ts';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
const at = (catalog: object, path: string) =>
  path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], catalog);

describe('the texts of operating an instance (issue 33)', () => {
  it.each([
    ['admin', adminRu, adminEn],
    ['adminMenu', adminMenuRu, adminMenuEn],
    ['reports', reportsRu, reportsEn],
    ['registration', registrationRu, registrationEn],
    ['securityEvents', securityEventsRu, securityEventsEn],
  ] as const)('%s: the same keys in Russian and English, none empty', (_ns, ru, en) => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(ru).sort());
    for (const catalog of [ru, en])
      for (const path of keyPaths(catalog)) {
        const text = at(catalog, path);
        expect([path, typeof text === 'string' && text.trim() !== '']).toEqual([path, true]);
      }
  });

  it('name every audit action, report reason and target type, in both languages', () => {
    for (const catalog of [adminRu, adminEn, securityEventsRu, securityEventsEn])
      for (const action of AUDIT_ACTIONS) expect(at(catalog, `actions.${action}`), action).toBeTruthy();
    for (const catalog of [adminRu, adminEn, reportsRu, reportsEn])
      for (const reason of REPORT_REASONS) expect(catalog.reasons[reason], reason).toBeTruthy();
    for (const type of REPORT_TARGET_TYPES) {
      expect(adminRu.targets[type]).toBeTruthy();
      expect(reportsRu.titleOf[type]).toBeTruthy();
      expect(reportsEn.titleOf[type]).toBeTruthy();
    }
    expect(reportsRu.action).toBe('Пожаловаться');
    expect(adminRu.title).toBe('Администрирование');
    expect(securityEventsRu.title).toBe('События безопасности');
  });
});
