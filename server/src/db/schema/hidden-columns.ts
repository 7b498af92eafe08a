import { text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Content an admin hid after a report (CONTRACT §8, migration 0031): shown only to its author
 * (with the note) and to admins.
 */
export const hiddenColumns = () => ({
  hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date', precision: 3 }),
  hiddenNote: text('hidden_note'),
});
