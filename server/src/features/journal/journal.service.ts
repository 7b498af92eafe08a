import {
  JOURNAL_TEXTS,
  type JournalEntry,
  type JournalEntryBody,
  type JournalListQuery,
  type JournalListResponse,
  type OnThisDayResponse,
  type OnThisDayYear,
} from '@krug/contract/journal';
import type { MediaFile } from '@krug/contract/media';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { JournalEntryRow } from '../../db/schema/index.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { moscowDate } from '../reminders/occurrence-starts.ts';
import { canEditEntry } from './journal.policy.ts';
import { journalRepo } from './journal.repo.ts';

type Body = z.output<typeof JournalEntryBody>;
type ListQuery = z.output<typeof JournalListQuery>;
type Author = JournalEntry['author'];

/** What the Journal needs of other areas: the media library and family membership. */
export interface JournalDeps {
  db: Db;
  media: {
    ownImages(ownerId: string, ids: string[]): Promise<Set<string>>;
    viewerDtos(ids: string[], viewerId: string): Promise<Map<string, MediaFile>>;
  };
  /** Whether the user is an active member of the family. */
  isFamilyMember(userId: string, familyId: string): Promise<boolean>;
}

const encode = (e: { entryDate: string; id: string }) =>
  Buffer.from(`${e.entryDate}|${e.id}`).toString('base64url');
function decode(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [date, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!date || !id || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^[0-9a-f-]{36}$/i.test(id))
    throw new Invalid('Некорректный курсор');
  return { date, id };
}

/** The Journal (issue 34 §3): private or family-shared entries, and «В этот день». */
export function createJournalService(deps: JournalDeps) {
  const { db, media } = deps;

  async function dtos(
    rows: { entry: JournalEntryRow; author: Author }[],
    viewerId: string,
  ): Promise<JournalEntry[]> {
    const links = await journalRepo.mediaOf(
      db,
      rows.map((r) => r.entry.id),
    );
    const files = await media.viewerDtos(
      links.map((l) => l.mediaId),
      viewerId,
    );
    return rows.map(({ entry, author }) => ({
      id: entry.id,
      author,
      family_id: entry.familyId,
      visibility: entry.visibility,
      entry_date: entry.entryDate,
      content: entry.content,
      mood: (entry.mood as JournalEntry['mood']) ?? null,
      tags: entry.tags,
      media_files: links.flatMap((l) => {
        const file = l.entryId === entry.id ? files.get(l.mediaId) : undefined;
        return file ? [file] : [];
      }),
      created_at: entry.createdAt.toISOString(),
      updated_at: entry.updatedAt.toISOString(),
      can_edit: canEditEntry(viewerId, entry),
    }));
  }
  async function checked(userId: string, body: Body) {
    if (
      body.visibility === 'FAMILY_ONLY' &&
      body.family_id &&
      !(await deps.isFamilyMember(userId, body.family_id))
    )
      throw new Invalid(JOURNAL_TEXTS.notFamilyMember);
    const ids = [...new Set(body.media_ids)];
    const own = await media.ownImages(userId, ids);
    if (ids.some((id) => !own.has(id))) throw new Invalid(JOURNAL_TEXTS.photoNotFound);
    return {
      values: {
        familyId: body.visibility === 'FAMILY_ONLY' ? body.family_id : null,
        visibility: body.visibility,
        entryDate: body.entry_date,
        content: body.content,
        mood: body.mood,
        tags: body.tags,
      },
      ids,
    };
  }
  async function one(userId: string, id: string) {
    const row = await journalRepo.visible(db, userId, id);
    if (!row) throw new NotFound(JOURNAL_TEXTS.notFound);
    return row;
  }

  return {
    async list(userId: string, q: ListQuery): Promise<JournalListResponse> {
      const rows = await journalRepo.page(db, userId, {
        mine: q.author === 'me',
        before: decode(q.before),
        limit: q.limit,
      });
      const pageRows = rows.slice(0, q.limit);
      const last = pageRows[pageRows.length - 1];
      return {
        entries: await dtos(pageRows, userId),
        next_cursor: rows.length > q.limit && last ? encode(last.entry) : null,
      };
    },
    async get(userId: string, id: string): Promise<JournalEntry> {
      return (await dtos([await one(userId, id)], userId))[0] as JournalEntry;
    },
    async create(userId: string, body: Body): Promise<JournalEntry> {
      const { values, ids } = await checked(userId, body);
      const row = await journalRepo.create(db, userId, values, ids);
      return this.get(userId, row.id);
    },
    async update(userId: string, id: string, body: Body): Promise<JournalEntry> {
      const { entry } = await one(userId, id);
      if (!canEditEntry(userId, entry)) throw new Forbidden('Изменить запись может только её автор');
      const { values, ids } = await checked(userId, body);
      await journalRepo.update(db, id, values, ids);
      return this.get(userId, id);
    },
    async remove(userId: string, id: string): Promise<void> {
      const { entry } = await one(userId, id);
      if (!canEditEntry(userId, entry)) throw new Forbidden('Удалить запись может только её автор');
      await journalRepo.remove(db, id);
    },
    /**
     * «В этот день» (issue 34 §3): the caller's own posts, journal entries and photos from this
     * day (Moscow calendar) of earlier years, newest year first — never anyone else's.
     */
    async onThisDay(userId: string, date = moscowDate(new Date())): Promise<OnThisDayResponse> {
      const monthDay = date.slice(5);
      const year = Number(date.slice(0, 4));
      const [postRows, entryRows, photoRows] = await Promise.all([
        journalRepo.ownPostsOn(db, userId, monthDay, year),
        journalRepo.ownEntriesOn(db, userId, monthDay, year),
        journalRepo.ownPhotoIdsOn(db, userId, monthDay, year),
      ]);
      const entries = await dtos(entryRows, userId);
      const photos = await media.viewerDtos(
        photoRows.map((p) => p.id),
        userId,
      );
      const years = new Map<number, OnThisDayYear>();
      const of = (y: number) => {
        let found = years.get(y);
        if (!found) {
          found = { year: y, years_ago: year - y, posts: [], entries: [], photos: [] };
          years.set(y, found);
        }
        return found;
      };
      for (const p of postRows)
        of(Number(moscowDate(p.createdAt).slice(0, 4))).posts.push({
          id: p.id,
          content: p.content,
          created_at: p.createdAt.toISOString(),
          source_module: p.sourceModule,
        });
      for (const e of entries) of(Number(e.entry_date.slice(0, 4))).entries.push(e);
      for (const p of photoRows) {
        const file = photos.get(p.id);
        if (file) of(Number(p.day.slice(0, 4))).photos.push(file);
      }
      return { date, years: [...years.values()].sort((a, b) => b.year - a.year) };
    },
  };
}
export type JournalService = ReturnType<typeof createJournalService>;
