import { OUTBOX_KEEP } from '@krug/contract/mail';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export const outboxRepo = {
  /** Keeps one mail and forgets those past the last OUTBOX_KEEP. */
  async add(db: Db, mail: { recipient: string; subject: string; body: string }): Promise<void> {
    await db.insert(mailOutbox).values(mail);
    await db.execute(
      sql`delete from ${mailOutbox} where ${mailOutbox.id} not in (
        select ${mailOutbox.id} from ${mailOutbox}
        order by ${mailOutbox.createdAt} desc nulls first, ${mailOutbox.id} desc nulls first limit ${OUTBOX_KEEP})`,
    );
  },

  /** The kept mails, newest first. */
  list(db: Db) {
    return db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(OUTBOX_KEEP);
  },
};
