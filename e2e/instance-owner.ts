/**
 * The e2e run's instance owner (CONTRACT §8: the first account of a new instance is its owner).
 * global-setup.ts registers it before any journey, so which journey happens to register first
 * changes nothing; every other journey's people are plain users of the instance.
 */
export const INSTANCE_OWNER = {
  email: 'instance-owner@example.com',
  password: 'owner-secret-123',
  firstName: 'Хозяин',
  lastName: 'Сервера',
} as const;
