import { describe, expect, it } from 'vitest';
import {
  ALWAYS_ON_NOTIFICATIONS,
  NotificationPreferencesBody,
  notificationGroups,
} from './notification-preferences.ts';
import { NOTIFICATION_TYPES } from './notifications.ts';

describe('notification preference groups', () => {
  it('list every type exactly once', () => {
    const listed = notificationGroups().flatMap((g) => g.types);
    expect([...listed].sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('accept any known type on or off, but never an always-on one off, an unknown one or nothing', () => {
    expect(NotificationPreferencesBody.safeParse({ like: false, comment: true }).success).toBe(true);
    for (const t of ALWAYS_ON_NOTIFICATIONS) {
      expect(NotificationPreferencesBody.safeParse({ [t]: false }).success).toBe(false);
      expect(NotificationPreferencesBody.safeParse({ [t]: true }).success).toBe(true);
    }
    expect(NotificationPreferencesBody.safeParse({ like: false, spam: false }).success).toBe(false);
    expect(NotificationPreferencesBody.safeParse({}).success).toBe(false);
  });
});
