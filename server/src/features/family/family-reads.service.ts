import type { Db } from '../../db/client.ts';
import { familyRepo, type NewFamily, type NewFamilyMember } from './family.repo.ts';

/**
 * What other features ask of families (posts, follows, the journal, account deletion), so they
 * reach the family feature through its service and never its repo. Each is one call of the
 * family repo: the same statements as before, no more.
 */
export const familyReads = {
  /** The family row, or undefined. */
  findById: (db: Db, familyId: string) => familyRepo.findById(db, familyId),
  /** The user's active membership of the family, or undefined. */
  membership: (db: Db, familyId: string, userId: string) => familyRepo.membership(db, familyId, userId),
  /** True when the viewer lives in a household with any member of the family. */
  sharesHousehold: (db: Db, familyId: string, viewerId: string) =>
    familyRepo.sharesHousehold(db, familyId, viewerId),
};

/**
 * Creates a family with its members and its FAMILY chat group inside the caller's transaction
 * (`tx`): account deletion gives each adult member of a removed family a family of their own in
 * the same transaction that deletes the account.
 */
export const createFamilyIn = (
  tx: Db,
  family: NewFamily,
  members: NewFamilyMember[],
  creatorId: string,
  color: string,
) => familyRepo.create(tx, family, members, creatorId, color);
