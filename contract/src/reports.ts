import { z } from 'zod';
import { Id } from './common.ts';
import { PageQuery } from './pagination.ts';
import {
  REPORT_ACTIONS,
  REPORT_COMMENT_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  REPORT_TEXTS,
} from './reports-texts.ts';

export {
  HIDEABLE_TARGETS,
  REPORT_ACTIONS,
  REPORT_COMMENT_MAX,
  REPORT_NOTE_MAX,
  REPORT_OUTCOME_TEXTS,
  REPORT_REASON_TEXTS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  REPORT_TEXTS,
  type ReportAction,
  type ReportReason,
  type ReportTargetType,
} from './reports-texts.ts';

/** `POST /api/reports`. */
export const ReportBody = z.object({
  target_type: z.enum(REPORT_TARGET_TYPES, { message: REPORT_TEXTS.targetType }),
  target_id: Id,
  reason: z.enum(REPORT_REASONS, { message: REPORT_TEXTS.reason }),
  comment: z
    .string()
    .trim()
    .max(REPORT_COMMENT_MAX, { message: REPORT_TEXTS.commentTooLong })
    .nullish()
    .transform((v) => v || null),
});
export type ReportBody = z.input<typeof ReportBody>;

/** What the reporter gets back. */
export const ReportCreated = z.object({
  id: Id,
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: Id,
  reason: z.enum(REPORT_REASONS),
  status: z.enum(['open', 'resolved']),
  created_at: z.string(),
});
export type ReportCreated = z.infer<typeof ReportCreated>;

const Person = z.object({ id: Id, name: z.string() });

/**
 * The reported thing as the admin sees it: a title (whose it is, where), its text (a post's,
 * comment's or message's content, a person's name, a family's or organization's name, a file's
 * name), the post a comment is on, and whether it is hidden now. Null when it no longer exists.
 */
export const ReportTarget = z.object({
  owner: Person.nullable(),
  /** Where it lives: the post of a comment, the chat group of a message, the family of a post. */
  context: z.string().nullable(),
  text: z.string(),
  /** The post a comment belongs to (the web links to it). */
  post_id: Id.nullable(),
  hidden: z.boolean(),
  /** A preview the admin may load (media thumbnails). */
  preview_url: z.string().nullable(),
});
export type ReportTarget = z.infer<typeof ReportTarget>;

export const AdminReport = z.object({
  id: Id,
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: Id,
  reason: z.enum(REPORT_REASONS),
  comment: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  created_at: z.string(),
  reporter: Person.nullable(),
  target: ReportTarget.nullable(),
  resolved_at: z.string().nullable(),
  resolved_by: Person.nullable(),
  action: z.enum(REPORT_ACTIONS).nullable(),
  note: z.string().nullable(),
});
export type AdminReport = z.infer<typeof AdminReport>;

export const AdminReportsQuery = PageQuery.extend({
  status: z.enum(['open', 'resolved'], { message: 'status: open или resolved' }).default('open'),
});
export type AdminReportsQuery = z.input<typeof AdminReportsQuery>;

export const ResolveReportBody = z.object({
  action: z.enum(REPORT_ACTIONS, { message: REPORT_TEXTS.action }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, { message: REPORT_TEXTS.noteTooLong })
    .nullish()
    .transform((v) => v || null),
});
export type ResolveReportBody = z.input<typeof ResolveReportBody>;

/**
 * Content an admin hid: shown only to its author (with the admin's note) and to admins; absent
 * (and 404 by id) for everyone else.
 */
export const Moderation = z.object({
  hidden_at: z.string(),
  note: z.string(),
});
export type Moderation = z.infer<typeof Moderation>;
