import type { PushDevice } from '@krug/contract/push';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, registerUser } from '../factories.ts';
import type { Fresh, Row } from './types.ts';
import type { World } from './world.ts';

/**
 * Web Push (issue 35 §3): every signed-in user acts on their own devices and settings only. Writes
 * go through a fresh account (listed under `stranger`) so the world's people keep no devices.
 */

const subscription = (n: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${n}`,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

const fresh = async (_w: World, app: FastifyInstance): Promise<Fresh> => {
  const u = await registerUser(app, { first_name: 'Подписчик' });
  return { token: u.token };
};

/** A fresh person's device: its id, and the owner's token. */
async function device(_w: World, app: FastifyInstance): Promise<Fresh> {
  const u = await registerUser(app, { first_name: 'Владелец устройства' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(u.token),
    payload: subscription(u.user.id),
  });
  if (res.statusCode !== 201) throw new Error(`POST /api/push/subscriptions: ${res.statusCode} ${res.body}`);
  return { id: res.json<PushDevice>().id, token: u.token };
}

export const pushRows: Row[] = [
  {
    op: 'GET /api/push/public-key',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: () => ({ url: '/api/push/public-key' }),
    check: (_role, body) => expect((body as { public_key: string }).public_key).toMatch(/^[\w-]{80,}$/),
  },
  {
    op: 'GET /api/push/subscriptions',
    note: 'the caller’s own devices only',
    expect: { anonymous: 401, stranger: 200, owner: 200 },
    call: () => ({ url: '/api/push/subscriptions' }),
    check: (_role, body) => expect(body).toEqual([]),
  },
  {
    op: 'POST /api/push/subscriptions',
    note: 'subscribes the caller’s device',
    expect: { anonymous: 401, stranger: 201 },
    setup: fresh,
    call: (_w, f) => ({
      url: '/api/push/subscriptions',
      payload: subscription(f.token?.slice(-12) ?? 'anonymous'),
      ...(f.token ? { token: f.token } : {}),
    }),
    check: (_role, body) => expect((body as PushDevice).endpoint).toContain('fcm.googleapis.com'),
  },
  {
    op: 'POST /api/push/subscriptions',
    note: 'an endpoint that is not a push service',
    expect: { stranger: 422, member: 422 },
    call: () => ({
      url: '/api/push/subscriptions',
      payload: { ...subscription('x'), endpoint: 'http://127.0.0.1:8080/api/users' },
    }),
  },
  {
    op: 'DELETE /api/push/subscriptions/{id}',
    note: 'someone else’s device is not found',
    expect: { anonymous: 401, stranger: 404, member: 404, admin: 404, owner: 404, author: 404 },
    setup: device,
    call: (_w, f) => ({ url: `/api/push/subscriptions/${f.id}` }),
  },
  {
    op: 'DELETE /api/push/subscriptions/{id}',
    note: 'the caller’s own device',
    expect: { stranger: 204 },
    setup: device,
    call: (_w, f) => ({ url: `/api/push/subscriptions/${f.id}`, ...(f.token ? { token: f.token } : {}) }),
  },
  {
    op: 'GET /api/push/settings',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/push/settings' }),
    check: (_role, body) => expect(body).toMatchObject({ preview: 'full', messages: true }),
  },
  {
    op: 'PUT /api/push/settings',
    note: 'the caller’s own settings',
    expect: { anonymous: 401, stranger: 200 },
    setup: fresh,
    call: (_w, f) => ({
      url: '/api/push/settings',
      payload: { preview: 'no_text', quiet_from: '23:00', quiet_to: '08:00' },
      ...(f.token ? { token: f.token } : {}),
    }),
    check: (_role, body) => expect(body).toMatchObject({ preview: 'no_text', quiet_from: '23:00' }),
  },
  {
    op: 'PUT /api/push/settings',
    note: 'an unknown time zone',
    expect: { stranger: 422 },
    call: () => ({ url: '/api/push/settings', payload: { time_zone: 'Nowhere/Town' } }),
  },
];
