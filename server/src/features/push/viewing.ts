import type { Db } from '../../db/client.ts';
import type { ViewTracker } from '../../platform/websocket.ts';
import { pushRepo } from './push.repo.ts';

/** Writes what each live socket of this process has in view (`chat_viewers`). */
export function createChatViewing(db: Db, processId: string): ViewTracker {
  return {
    view: (socketId, userId, groupId) => pushRepo.view(db, { socketId, userId, processId, groupId }),
    unview: (socketId) => pushRepo.unview(db, socketId),
  };
}
