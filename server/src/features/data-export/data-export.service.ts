import { Readable } from 'node:stream';
import { safeFileName } from '@krug/contract/albums';
import {
  DATA_EXPORT_INTERVAL_MINUTES,
  DATA_EXPORT_TEXTS,
  DATA_EXPORT_TTL_DAYS,
  type DataExport,
  type LatestDataExport,
} from '@krug/contract/data-export';
import { downloadName } from '@krug/contract/media';
import type { Db } from '../../db/client.ts';
import type { DataExportRow } from '../../db/schema/index.ts';
import type { Cursor } from '../../platform/cursor.ts';
import { Conflict, HttpError, NotFound, TooManyRequests } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import type { Storage } from '../../platform/storage.ts';
import { createZipWriter, type ZipWriter } from '../../platform/zip.ts';
import { AVATAR_PREFIX } from '../account/account.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { coverKey } from '../people/profile-details.service.ts';
import { downloadSubject } from './data-export.policy.ts';
import { dataExportRepo as repo } from './data-export.repo.ts';
import { dataExportCirclesRepo as circles } from './data-export-circles.repo.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/**
 * A pending export older than this is taken for failed: its job was given up without saying so
 * (the last attempt's process died) or it hangs. Its job retries well within it.
 */
export const EXPORT_STALE_MS = 30 * MINUTE;
/** The job writing one export's zip, and the hourly one removing expired zips. */
export const DATA_EXPORT_JOB = 'data-export.build';
export const DATA_EXPORT_SWEEP_JOB = 'data-export.sweep';

const downloadPath = (id: string) => `/api/users/export/${id}/download`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** `[`, the items one per line, `]`: a JSON array written page by page, never whole in memory. */
async function* jsonArray<T extends { createdAt: Date; id: string }>(
  page: (after?: Cursor) => Promise<T[]>,
  shape: (row: T) => unknown,
  signal: AbortSignal,
): AsyncGenerator<string> {
  yield '[';
  let cursor: Cursor | undefined;
  let first = true;
  for (;;) {
    signal.throwIfAborted();
    const rows = await page(cursor);
    for (const r of rows) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(shape(r))}`;
      first = false;
    }
    const last = rows.at(-1);
    if (!last) break;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
  yield first ? ']\n' : '\n]\n';
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * «Скачать мои данные» (issue 20): a zip of the user's own profile, posts, comments, messages,
 * documents and files, written by a job (issue 30: it survives a restart and runs once across
 * processes) straight into storage, then announced with a `data_export_ready` notification and
 * downloadable by a signed link for DATA_EXPORT_TTL_DAYS. The zip holds only the user's own
 * files, so it holds their originals (media.policy `readerCopy`: the owner is no reader).
 */
export function createDataExportService(deps: {
  db: Db;
  storage: Storage;
  signer: UrlSigner;
  notifications: Notifier;
  jobs: Pick<Jobs, 'register' | 'every' | 'enqueue' | 'wake'>;
  /** Each export asked for goes to the audit log (CONTRACT §8). */
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, storage, signer, notifications, jobs, audit } = deps;

  const isExpired = (row: DataExportRow) =>
    row.status === 'ready' &&
    (!row.fileKey || (row.expiresAt !== null && row.expiresAt.getTime() <= Date.now()));

  const toDto = (row: DataExportRow): DataExport => {
    const status = isExpired(row) ? 'expired' : row.status;
    return {
      id: row.id,
      status,
      created_at: row.createdAt.toISOString(),
      finished_at: iso(row.finishedAt),
      size_bytes: row.sizeBytes,
      expires_at: iso(row.expiresAt),
      download_url: status === 'ready' ? signer.sign(downloadPath(row.id), downloadSubject(row)) : null,
    };
  };

  /** Adds every entry of the user's export to the zip; a file lost from storage is listed without one. */
  async function fill(writer: ZipWriter, userId: string, signal: AbortSignal) {
    const { zip, guard, addStored } = writer;
    const profile = await repo.profile(db, userId);
    if (!profile) throw new Error('the user is gone');

    const avatar = profile.profile_picture?.startsWith(AVATAR_PREFIX)
      ? await addStored(
          `avatars/${profile.profile_picture.slice(AVATAR_PREFIX.length)}`,
          `files/avatar${profile.profile_picture.slice(profile.profile_picture.lastIndexOf('.'))}`,
        )
      : null;
    const coverFile = coverKey(profile.cover_picture);
    const cover = coverFile ? await addStored(coverFile, 'files/cover.webp') : null;
    const { profile_picture: _, cover_picture: __, ...rest } = profile;
    zip.addBuffer(
      json({
        ...rest,
        created_at: profile.created_at.toISOString(),
        profile_picture: avatar,
        cover_picture: cover,
      }),
      'profile.json',
    );

    zip.addReadStream(
      guard(
        Readable.from(
          jsonArray(
            (after) => repo.postsPage(db, userId, after),
            (p) => ({
              id: p.id,
              content: p.content,
              visibility: p.visibility,
              source_module: p.sourceModule,
              family_id: p.familyId,
              youtube_urls: p.youtubeUrls,
              media_ids: p.mediaIds,
              created_at: p.createdAt.toISOString(),
            }),
            signal,
          ),
        ),
      ),
      'posts.json',
    );
    zip.addReadStream(
      guard(
        Readable.from(
          jsonArray(
            (after) => repo.commentsPage(db, userId, after),
            (c) => ({
              id: c.id,
              post_id: c.postId,
              parent_comment_id: c.parentId,
              content: c.content,
              is_edited: c.isEdited,
              created_at: c.createdAt.toISOString(),
            }),
            signal,
          ),
        ),
      ),
      'comments.json',
    );
    zip.addReadStream(
      guard(
        Readable.from(
          jsonArray(
            (after) => repo.messagesPage(db, userId, after),
            (m) => ({
              id: m.id,
              group_id: m.groupId,
              group_name: m.groupName,
              content: m.content,
              message_type: m.messageType,
              created_at: m.createdAt.toISOString(),
            }),
            signal,
          ),
        ),
      ),
      'messages.json',
    );

    const docs = [];
    for (const d of await repo.documents(db, userId)) {
      signal.throwIfAborted();
      const scan = d.scanKey
        ? await addStored(d.scanKey, `files/documents/${d.id}-scan.${EXT[d.scanMime ?? ''] ?? 'bin'}`)
        : null;
      docs.push({
        id: d.id,
        document_type: d.documentType,
        country: d.country,
        document_number: d.documentNumber,
        document_data: d.documentData,
        scan,
        scan_mime: d.scanMime,
        created_at: d.createdAt.toISOString(),
      });
    }
    zip.addBuffer(json(docs), 'documents.json');

    const media = [];
    for (const m of await repo.media(db, userId)) {
      signal.throwIfAborted();
      const file = await addStored(
        m.storageKey,
        `files/media/${m.id}-${safeFileName(downloadName(m.originalFilename, m.mimeType))}`,
      );
      media.push({
        id: m.id,
        original_filename: m.originalFilename,
        mime_type: m.mimeType,
        file_type: m.fileType,
        file_size: m.fileSize,
        source_module: m.sourceModule,
        privacy_level: m.privacyLevel,
        created_at: m.createdAt.toISOString(),
        file,
      });
    }
    zip.addBuffer(json(media), 'media.json');

    // Circles and plans (issue 32 item 14).
    for (const [name, read] of [
      ['albums.json', circles.albums],
      ['families.json', circles.families],
      ['household.json', circles.households],
      ['friends.json', circles.friends],
      ['events.json', circles.events],
    ] as const) {
      signal.throwIfAborted();
      zip.addBuffer(json(await read(db, userId)), name);
    }
  }

  /**
   * Writes the zip into storage, marks the export ready and tells the user. A failure leaves
   * nothing behind and is retried by the job; its last one marks the export failed (onGiveUp).
   */
  async function build(row: DataExportRow, signal: AbortSignal): Promise<void> {
    const key = `exports/${row.userId}/${row.id}.zip`;
    const writer = createZipWriter(storage);
    const { fail } = writer;
    const written = storage.put(key, writer.output);
    written.catch(() => {}); // awaited below; a failure while filling must not go unhandled
    try {
      await fill(writer, row.userId, signal);
      writer.end();
      const sizeBytes = await written;
      const expiresAt = new Date(Date.now() + DATA_EXPORT_TTL_DAYS * DAY);
      if (!(await repo.markReady(db, row.id, { fileKey: key, sizeBytes, expiresAt }))) {
        await storage.delete(key); // taken for stale meanwhile: its failure stands
        return;
      }
    } catch (err) {
      fail(err);
      await written.catch(() => {});
      await storage.delete(key).catch(() => {});
      throw err;
    }
    // Only the newest export is kept: older files go as soon as this one is ready.
    for (const old of await repo.removeOlder(db, row.userId, row.id))
      if (old.fileKey) await storage.delete(old.fileKey);
    await notifications.notify({
      userId: row.userId,
      actorId: null,
      type: 'data_export_ready',
      text: DATA_EXPORT_TEXTS.ready,
      link: { kind: 'data_export', id: row.id },
    });
  }

  jobs.register<{ export_id: string }>(
    DATA_EXPORT_JOB,
    async ({ export_id }, ctx) => {
      const row = await repo.byId(db, export_id);
      if (row?.status === 'pending') await build(row, ctx.signal);
    },
    { maxAttempts: 3, onGiveUp: ({ export_id }) => repo.markFailed(db, export_id) },
  );

  /**
   * Housekeeping every hour: exports pending for longer than EXPORT_STALE_MS fail, and expired
   * files are removed from storage.
   */
  async function sweep(now: Date) {
    await repo.failStale(db, new Date(now.getTime() - EXPORT_STALE_MS));
    for (const key of await repo.takeExpiredFiles(db, now)) await storage.delete(key);
  }
  jobs.every(DATA_EXPORT_SWEEP_JOB, 60 * MINUTE, (_p, ctx) => sweep(ctx.now));

  return {
    async latest(userId: string): Promise<LatestDataExport> {
      await repo.failStale(db, new Date(Date.now() - EXPORT_STALE_MS), userId);
      const row = await repo.latest(db, userId);
      return { export: row ? toDto(row) : null };
    },

    /** Starts an export: 409 while one is being prepared, 429 within the interval after a ready one. */
    async start(userId: string, request?: RequestContext): Promise<DataExport> {
      await repo.failStale(db, new Date(Date.now() - EXPORT_STALE_MS), userId);
      const last = await repo.latest(db, userId);
      if (last?.status === 'pending') throw new Conflict(DATA_EXPORT_TEXTS.alreadyPreparing);
      if (last?.status === 'ready') {
        const wait = last.createdAt.getTime() + DATA_EXPORT_INTERVAL_MINUTES * MINUTE - Date.now();
        if (wait > 0) throw new TooManyRequests(DATA_EXPORT_TEXTS.tooSoon(Math.ceil(wait / MINUTE)));
      }
      // The export and its job are one write: a pending export always has a job to finish it.
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertPending(tx, userId);
        if (inserted)
          await jobs.enqueue(
            DATA_EXPORT_JOB,
            { export_id: inserted.id },
            { tx, ownerId: userId, key: inserted.id },
          );
        return inserted;
      });
      if (!row) throw new Conflict(DATA_EXPORT_TEXTS.alreadyPreparing);
      await audit.record({
        actorId: userId,
        action: 'account.data_exported',
        target: { type: 'data_export', id: row.id },
        request,
      });
      jobs.wake();
      return toDto(row);
    },

    /** The zip behind a signed link: 404 without a valid one (only the owner is given it), 410 once expired. */
    async open(id: string, exp: unknown, sig: unknown) {
      const row = await repo.byId(db, id);
      if (!row || !signer.verify(downloadSubject(row), exp, sig))
        throw new NotFound(DATA_EXPORT_TEXTS.notFound);
      if (row.status !== 'ready') throw new Conflict(DATA_EXPORT_TEXTS.notReady);
      if (isExpired(row) || !row.fileKey) throw new HttpError(410, DATA_EXPORT_TEXTS.expired);
      const size = await storage.size(row.fileKey);
      if (size === null) throw new HttpError(410, DATA_EXPORT_TEXTS.expired);
      return {
        size,
        filename: `krug-data-${row.createdAt.toISOString().slice(0, 10)}.zip`,
        stream: storage.get(row.fileKey),
      };
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;
