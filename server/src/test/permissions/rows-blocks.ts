import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { registerUser } from '../factories.ts';
import type { Fresh, Row } from './types.ts';
import type { World } from './world.ts';

/**
 * Blocking (CONTRACT §8): the block calls, and the calls that reach another person across a
 * block — the blocked person hears 404 as for an unknown id, the blocker 403.
 */

const fresh = async (w: World, first = 'Новый') => registerUser(w.app, { first_name: first });

/** A fresh person who blocked a fresh other; both tokens and ids. */
async function blockedPair(w: World): Promise<Fresh> {
  const blocker = await fresh(w, 'Блокирующий');
  const blocked = await fresh(w, 'Заблокированный');
  await w.call(blocker.token, 'POST', '/api/blocks', { user_id: blocked.user.id });
  return {
    blocker: blocker.user.id,
    blockerToken: blocker.token,
    blocked: blocked.user.id,
    blockedToken: blocked.token,
  };
}

/** `member` blocked a fresh person. */
async function memberBlocked(w: World): Promise<Fresh> {
  const target = await fresh(w, 'Цель');
  await w.call(w.users.member.token, 'POST', '/api/blocks', { user_id: target.user.id });
  return { target: target.user.id };
}

export const blockRows: Row[] = [
  {
    op: 'POST /api/blocks',
    expect: { anonymous: 401, stranger: 201, member: 201 },
    setup: async (w) => ({ target: (await fresh(w, 'Цель')).user.id }),
    call: (_w, f) => ({ url: '/api/blocks', payload: { user_id: f.target } }),
  },
  {
    op: 'POST /api/blocks',
    note: 'again: the block already stands',
    expect: { member: 200 },
    setup: memberBlocked,
    call: (_w, f) => ({ url: '/api/blocks', payload: { user_id: f.target } }),
  },
  {
    op: 'POST /api/blocks',
    note: 'yourself',
    expect: { stranger: 422 },
    call: (w) => ({ url: '/api/blocks', payload: { user_id: w.users.stranger.user.id } }),
  },
  {
    op: 'POST /api/blocks',
    note: 'an unknown id',
    expect: { stranger: 404 },
    call: () => ({ url: '/api/blocks', payload: { user_id: randomUUID() } }),
  },
  {
    op: 'POST /api/blocks',
    note: 'by the blocked person, of the one who blocked them: unknown to them',
    expect: { stranger: 404 },
    setup: blockedPair,
    call: (_w, f) => ({ url: '/api/blocks', payload: { user_id: f.blocker }, token: f.blockedToken }),
  },
  {
    op: 'DELETE /api/blocks/{userId}',
    expect: { anonymous: 401, stranger: 404, owner: 404, member: 204 },
    setup: memberBlocked,
    call: (_w, f) => ({ url: `/api/blocks/${f.target}` }),
  },
  {
    op: 'DELETE /api/blocks/{userId}',
    note: 'by the blocked person: only the blocker lifts a block',
    expect: { stranger: 404 },
    setup: blockedPair,
    call: (_w, f) => ({ url: `/api/blocks/${f.blocker}`, token: f.blockedToken }),
  },
  {
    op: 'GET /api/blocks',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: () => ({ url: '/api/blocks' }),
    check: (_role, body) => expect(Array.isArray(body)).toBe(true),
  },
  {
    op: 'POST /api/friends/requests',
    note: 'by the blocked person, to the blocker: not found',
    expect: { stranger: 404 },
    setup: blockedPair,
    call: (_w, f) => ({
      url: '/api/friends/requests',
      payload: { user_id: f.blocker },
      token: f.blockedToken,
    }),
  },
  {
    op: 'POST /api/friends/requests',
    note: 'by the blocker, to the person they blocked',
    expect: { stranger: 403 },
    setup: blockedPair,
    call: (_w, f) => ({
      url: '/api/friends/requests',
      payload: { user_id: f.blocked },
      token: f.blockerToken,
    }),
  },
  {
    op: 'POST /api/people/{userId}/follow',
    note: 'by the blocked person, of the blocker: not found',
    expect: { stranger: 404 },
    setup: blockedPair,
    call: (_w, f) => ({ url: `/api/people/${f.blocker}/follow`, token: f.blockedToken }),
  },
  {
    op: 'POST /api/people/{userId}/direct',
    note: 'by the blocked person, to the blocker: not found',
    expect: { stranger: 404 },
    setup: blockedPair,
    call: (_w, f) => ({ url: `/api/people/${f.blocker}/direct`, token: f.blockedToken }),
  },
  {
    op: 'POST /api/people/{userId}/direct',
    note: 'by the blocker, to the person they blocked',
    expect: { stranger: 403 },
    setup: blockedPair,
    call: (_w, f) => ({ url: `/api/people/${f.blocked}/direct`, token: f.blockerToken }),
  },
  {
    op: 'GET /api/people/{userId}',
    note: 'the blocker, seen by the person they blocked: not found',
    expect: { stranger: 404 },
    setup: blockedPair,
    call: (_w, f) => ({ url: `/api/people/${f.blocker}`, token: f.blockedToken }),
  },
];
