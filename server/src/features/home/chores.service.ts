import {
  type Chore,
  type ChoreBody,
  type ChoreOccurrence,
  type ChoresResponse,
  HOME_TEXTS,
  type HomePerson,
} from '@krug/contract/home';
import {
  addDaysTo,
  formatRrule,
  isRuleDate,
  normalizeRule,
  parseRrule,
  recurrenceIssues,
  ruleDates,
} from '@krug/contract/recurrence';
import type { z } from 'zod';
import type { ChoreRow } from '../../db/schema/index.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { eventStart } from '../reminders/ics.ts';
import { moscowDate } from '../reminders/occurrence-starts.ts';
import { choresRepo } from './chores.repo.ts';
import { canBeAssigned, canDeleteHomeThing } from './home.policy.ts';
import { announce, type HomeDeps, member } from './home-access.ts';
import { type ScopeRef, scopeOf, scopeRepo } from './scope.repo.ts';

type Body = z.output<typeof ChoreBody>;
const MINUTE = 60_000;

/** The chore's dates within [from, to]: its rule's (the calendar's recurrence engine), or its one date. */
export function choreDates(chore: Pick<ChoreRow, 'startDate' | 'recurrenceRule'>, from: string, to: string) {
  const rule = parseRrule(chore.recurrenceRule);
  if (!rule) return chore.startDate >= from && chore.startDate <= to ? [chore.startDate] : [];
  return ruleDates(chore.startDate, rule, from, to);
}
const isChoreDate = (chore: Pick<ChoreRow, 'startDate' | 'recurrenceRule'>, date: string) => {
  const rule = parseRrule(chore.recurrenceRule);
  return rule ? isRuleDate(chore.startDate, rule, date) : chore.startDate === date;
};

/** «сегодня в 19:00», «завтра», «28.11 в 09:00». */
function whenText(date: string, time: string | null, now: Date) {
  const today = moscowDate(now);
  const day =
    date === today
      ? 'сегодня'
      : date === addDaysTo(today, 1)
        ? 'завтра'
        : `${date.slice(8, 10)}.${date.slice(5, 7)}`;
  return time ? `${day} в ${time}` : day;
}

/**
 * Chores of a family or household (issue 34 §2): who does what and when, recurring by the
 * calendar's rules, marked done or skipped per occurrence, with a reminder to the assignee.
 */
export function createChoresService(deps: HomeDeps & { notifications: Notifier }) {
  const { db, notifications } = deps;

  const toDto = (row: ChoreRow, people: Map<string, HomePerson>): Chore => ({
    id: row.id,
    title: row.title,
    assignee: (row.assigneeId && people.get(row.assigneeId)) || null,
    start_date: row.startDate,
    due_time: row.dueTime,
    recurrence: parseRrule(row.recurrenceRule),
    remind_minutes_before: row.remindMinutesBefore,
  });
  async function values(s: ScopeRef, body: Body) {
    const people = await scopeRepo.people(db, s);
    if (
      !canBeAssigned(
        people.map((p) => p.id),
        body.assignee_id,
      )
    )
      throw new Invalid(HOME_TEXTS.assigneeNotMember);
    let rule: string | null = null;
    if (body.recurrence) {
      const issue = recurrenceIssues(body.recurrence, body.start_date)[0];
      if (issue) throw new Invalid(issue.message);
      rule = formatRrule(normalizeRule(body.recurrence, body.start_date));
    }
    return {
      title: body.title,
      assigneeId: body.assignee_id,
      startDate: body.start_date,
      dueTime: body.due_time,
      recurrenceRule: rule,
      remindMinutesBefore: body.remind_minutes_before,
    };
  }
  async function open(userId: string, choreId: string) {
    const chore = await choresRepo.find(db, choreId);
    if (!chore) throw new NotFound(HOME_TEXTS.choreNotFound);
    const m = await member(db, scopeOf(chore), userId, HOME_TEXTS.choreNotFound);
    return { chore, manager: m.manager };
  }
  const peopleMapOf = async (s: ScopeRef) => {
    const people = await scopeRepo.people(db, s);
    return { people, byId: new Map(people.map((p) => [p.id, p])) };
  };

  return {
    /** The chores and their occurrences in [from, to] (a week view, or today). */
    async list(userId: string, s: ScopeRef, from: string, to: string): Promise<ChoresResponse> {
      await member(db, s, userId);
      const rows = await choresRepo.ofScope(db, s, to);
      const { people, byId } = await peopleMapOf(s);
      const marks = await choresRepo.marks(
        db,
        rows.map((r) => r.id),
        from,
        to,
      );
      const markOf = new Map(marks.map((m) => [`${m.choreId}:${m.occurrenceDate}`, m]));
      const occurrences: ChoreOccurrence[] = [];
      const used: ChoreRow[] = [];
      for (const row of rows) {
        const dates = choreDates(row, from, to);
        if (dates.length > 0) used.push(row);
        for (const date of dates) {
          const mark = markOf.get(`${row.id}:${date}`);
          occurrences.push({
            chore_id: row.id,
            date,
            status: mark?.status ?? null,
            marked_by: (mark?.markedBy && byId.get(mark.markedBy)) || null,
          });
        }
      }
      occurrences.sort((a, b) => a.date.localeCompare(b.date));
      return { chores: used.map((r) => toDto(r, byId)), occurrences, people };
    },
    async create(userId: string, s: ScopeRef, body: Body): Promise<Chore> {
      await member(db, s, userId);
      const row = await choresRepo.create(db, s, { ...(await values(s, body)), createdBy: userId });
      await announce(deps, s, 'chores');
      return toDto(row, (await peopleMapOf(s)).byId);
    },
    async update(userId: string, choreId: string, body: Body): Promise<Chore> {
      const { chore } = await open(userId, choreId);
      const s = scopeOf(chore);
      const row = await choresRepo.update(db, chore.id, await values(s, body));
      if (!row) throw new NotFound(HOME_TEXTS.choreNotFound);
      await announce(deps, s, 'chores');
      return toDto(row, (await peopleMapOf(s)).byId);
    },
    async remove(userId: string, choreId: string): Promise<void> {
      const { chore, manager } = await open(userId, choreId);
      if (!canDeleteHomeThing({ manager }, userId, chore)) throw new Forbidden(HOME_TEXTS.notAllowed);
      await choresRepo.remove(db, chore.id);
      await announce(deps, scopeOf(chore), 'chores');
    },
    /** Done, skipped, or neither again (null), for one occurrence. */
    async mark(
      userId: string,
      choreId: string,
      date: string,
      status: 'done' | 'skipped' | null,
    ): Promise<void> {
      const { chore } = await open(userId, choreId);
      if (!isChoreDate(chore, date)) throw new Invalid('В этот день дела нет');
      await choresRepo.mark(db, chore.id, date, status, userId);
      await announce(deps, scopeOf(chore), 'chores');
    },
    /**
     * Sends the reminders due at `now` (a periodic job): each occurrence's reminder is claimed
     * once across processes (`chore_reminders_sent`), and none goes for an occurrence already
     * marked or already started. Answers the chores reminded.
     */
    async sendDue(now = new Date()): Promise<string[]> {
      const today = moscowDate(now);
      const sent: string[] = [];
      for (const chore of await choresRepo.reminderCandidates(db, addDaysTo(today, 29))) {
        const minutes = chore.remindMinutesBefore ?? 0;
        for (const date of choreDates(chore, addDaysTo(today, -1), addDaysTo(today, 29))) {
          const start = eventStart(date, chore.dueTime);
          const remindAt = start.getTime() - minutes * MINUTE;
          if (remindAt > now.getTime() || start.getTime() <= now.getTime()) continue;
          if (await choresRepo.isMarked(db, chore.id, date)) continue;
          if (!(await choresRepo.claimReminder(db, chore.id, date))) continue;
          const s = scopeOf(chore);
          await notifications.notifyMany([
            {
              userId: chore.assigneeId as string,
              actorId: null,
              type: 'chore_reminder',
              text: HOME_TEXTS.choreReminder(chore.title, whenText(date, chore.dueTime, now)),
              link: { kind: 'chores', id: `${s.scope}:${s.id}` },
            },
          ]);
          sent.push(chore.id);
        }
      }
      return sent;
    },
  };
}
export type ChoresService = ReturnType<typeof createChoresService>;
