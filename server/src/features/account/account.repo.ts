import { defaultFamilyName } from '@krug/contract/family';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatGroups,
  chatMessages,
  dataExports,
  documents,
  families,
  familyMembers,
  householdMembers,
  households,
  mediaFiles,
  mediaVariants,
  organizations,
  users,
} from '../../db/schema/index.ts';
import { scanLargeKey, scanThumbKey } from '../documents/scan-keys.ts';

/**
 * The family feature's createFamilyIn (family-reads.service.ts), passed in by the account service
 * so that the new families are written in the deletion's own transaction.
 */
export type CreateFamilyIn = (
  tx: Db,
  family: typeof families.$inferInsert,
  members: Omit<typeof familyMembers.$inferInsert, 'familyId'>[],
  creatorId: string,
  color: string,
) => Promise<{ id: string } | undefined>;

export interface NewFamilyFor {
  userId: string;
  firstName: string;
  lastName: string;
  oldFamilyName: string;
}

/** An adult member: a parent or spouse, or born at least 18 years ago; unknown age counts as adult. */
function isAdult(m: { role: string | null; dateOfBirth: string | null }, today = new Date()) {
  if (m.role === 'PARENT' || m.role === 'SPOUSE') return true;
  if (!m.dateOfBirth) return m.role !== 'CHILD';
  const limit = new Date(today.getFullYear() - 18, today.getMonth(), today.getDate())
    .toISOString()
    .slice(0, 10);
  return m.dateOfBirth <= limit;
}

export const accountRepo = {
  async ownsOrganization(db: Db, userId: string) {
    const [row] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.ownerId, userId))
      .limit(1);
    return !!row;
  },

  async emailTakenByOther(db: Db, email: string, userId: string) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)))
      .limit(1);
    return !!row;
  },

  /**
   * Deletes the account in one transaction (02 §6, CONTRACT §4): families the user created are
   * removed, and each adult member with an account gets a new family profile of their own; a
   * household the user owns passes to the longest-standing resident (or goes if nobody is left);
   * the user's messages go; the user row cascades to posts, comments, reactions, likes, media,
   * documents, memberships and notifications. Answers the storage keys to remove and the people
   * who got a new family.
   */
  deleteAccount(db: Db, userId: string, createFamily: CreateFamilyIn) {
    return db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const created = await t.select().from(families).where(eq(families.createdBy, userId));
      const rehomed: NewFamilyFor[] = [];
      for (const family of created) {
        const members = await t
          .select({
            userId: familyMembers.userId,
            role: familyMembers.role,
            dateOfBirth: familyMembers.dateOfBirth,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(familyMembers)
          .innerJoin(users, eq(users.id, familyMembers.userId))
          .where(
            and(
              eq(familyMembers.familyId, family.id),
              ne(familyMembers.userId, userId),
              // Someone who never accepted was never in the family: nothing to rehome.
              eq(familyMembers.status, 'active'),
            ),
          );
        for (const m of members.filter((x) => isAdult(x))) {
          if (!m.userId) continue;
          const name = defaultFamilyName(m.lastName);
          const fresh = await createFamily(
            t,
            { name, surname: m.lastName, isPrivate: true, allowPublicDiscovery: false, createdBy: m.userId },
            [
              {
                userId: m.userId,
                firstName: m.firstName,
                lastName: m.lastName,
                role: 'PARENT',
                isCreator: true,
                relationship: null,
              },
            ],
            m.userId,
            '#059669',
          );
          if (fresh)
            rehomed.push({
              userId: m.userId,
              firstName: m.firstName,
              lastName: m.lastName,
              oldFamilyName: family.name,
            });
        }
        await t.delete(chatGroups).where(eq(chatGroups.familyId, family.id));
        await t.delete(families).where(eq(families.id, family.id));
      }

      const owned = await t
        .select({ householdId: householdMembers.householdId })
        .from(householdMembers)
        .where(and(eq(householdMembers.userId, userId), eq(householdMembers.isCreator, true)));
      for (const { householdId } of owned) {
        const [next] = await t
          .select({ id: householdMembers.id })
          .from(householdMembers)
          .where(
            and(
              eq(householdMembers.householdId, householdId),
              ne(householdMembers.userId, userId),
              eq(householdMembers.status, 'active'),
            ),
          )
          .orderBy(householdMembers.createdAt)
          .limit(1);
        if (next)
          await t.update(householdMembers).set({ isCreator: true }).where(eq(householdMembers.id, next.id));
        else await t.delete(households).where(eq(households.id, householdId));
      }

      const files = await t
        .select({ key: mediaFiles.storageKey, thumb: mediaFiles.thumbnailKey })
        .from(mediaFiles)
        .where(eq(mediaFiles.ownerId, userId));
      // Variants and posters of those files (issue 22); their rows go with the files.
      const variants = await t
        .select({ key: mediaVariants.storageKey })
        .from(mediaVariants)
        .innerJoin(mediaFiles, eq(mediaFiles.id, mediaVariants.mediaId))
        .where(eq(mediaFiles.ownerId, userId));
      const scans = await t
        .select({ key: documents.scanKey })
        .from(documents)
        .where(eq(documents.ownerId, userId));
      // Prepared «Скачать мои данные» archives go with the account (issue 20).
      const archives = await t
        .select({ key: dataExports.fileKey })
        .from(dataExports)
        .where(eq(dataExports.userId, userId));
      await t.delete(chatMessages).where(eq(chatMessages.userId, userId));
      const [user] = await t
        .delete(users)
        .where(eq(users.id, userId))
        .returning({ picture: users.profilePicture, cover: users.coverPicture });
      const keys = [
        ...files.flatMap((f) => (f.thumb ? [f.key, f.thumb] : [f.key])),
        ...variants.map((v) => v.key),
        ...scans.flatMap((d) => (d.key ? [d.key, scanThumbKey(d.key), scanLargeKey(d.key)] : [])),
        ...archives.flatMap((a) => (a.key ? [a.key] : [])),
      ];
      return { keys, picture: user?.picture ?? null, cover: user?.cover ?? null, rehomed };
    });
  },
};
