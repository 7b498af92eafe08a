import type { FastifyInstance } from 'fastify';
import type { World } from './world.ts';

/**
 * The callers a row is judged against (issue 11): who they are is fixed by world.ts. `operator`
 * is the instance's owner (CONTRACT §8, the world's first account); every other role is a plain
 * user of the instance, whatever their role in the families and organizations.
 */
export const ROLES = ['anonymous', 'stranger', 'member', 'admin', 'owner', 'author', 'operator'] as const;
export type Role = (typeof ROLES)[number];

/** What one role sends: url (with query), optional body and headers, and optionally another caller's token. */
export interface Call {
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
  /** Replaces the role's own token (e.g. a throwaway account that is deleted). */
  token?: string;
}

/** Ids made for one role's call by a row's setup, so a write allowed earlier does not change later calls. */
export type Fresh = Record<string, string>;

export interface Row {
  /** As in the OpenAPI document: `PUT /api/comments/{id}`. */
  op: string;
  /** What the row shows, when a route has several rows. */
  note?: string;
  /** The exact status per role; roles left out are not asked. */
  expect: Partial<Record<Role, number>>;
  call: (w: World, fresh: Fresh) => Call;
  /** Builds the object a destructive row acts on: once for the refused roles, anew for each allowed one. */
  setup?: (w: World, app: FastifyInstance) => Promise<Fresh>;
  /**
   * Further checks of an allowed answer (e.g. that a list never shows an invisible post): the
   * parsed JSON, or the raw bytes of a file.
   */
  check?: (role: Role, body: unknown, w: World) => void;
}
