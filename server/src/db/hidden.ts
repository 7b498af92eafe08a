import { type Column, type Placeholder, type SQL, sql } from 'drizzle-orm';

/** A viewer id, or a placeholder for one in a prepared statement. */
type Viewer = string | Placeholder;

/**
 * Whether the viewer is an admin (or the owner) of the instance: an uncorrelated subquery, so
 * PostgreSQL evaluates it once per query (an InitPlan on the users primary key), not per row.
 */
export const viewerIsAdmin = (viewer: Viewer) =>
  sql`coalesce((select su.instance_role <> 'user' from users su where su.id = ${viewer}), false)`;

/**
 * Content an admin hid after a report (CONTRACT §8) is shown only to its author and to admins:
 * the rule every list and every by-id read of posts, comments and messages applies. Unhidden
 * rows pass on the first test, so the rule costs nothing per row in the common case.
 */
export const shownTo = (hiddenAt: Column | SQL, authorId: Column | SQL, viewer: Viewer): SQL =>
  sql`(${hiddenAt} is null or ${authorId} = ${viewer} or ${viewerIsAdmin(viewer)})`;
