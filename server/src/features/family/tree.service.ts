import { FAMILY_TEXTS } from '@krug/contract/family';
import {
  type AddRelativeBody,
  type FamilyTreeResponse,
  TREE_TEXTS,
  type TreePerson,
  type TreePersonFields,
} from '@krug/contract/family-tree';
import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { type KinGender, kinship, kinshipPath } from '@krug/contract/kinship';
import type { z } from 'zod';
import { usersRepo } from '../../identity/users.repo.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { canEditRelative, canManageFamily } from './family.policy.ts';
import { memberOf } from './family-access.ts';
import { announceInvitations } from './family-members.service.ts';
import type { FamilyDeps } from './family-view.ts';
import { type NewLink, treeRepo } from './tree.repo.ts';
import { relativesOf, type StoredLink, treeLinks } from './tree-graph.ts';

type Add = z.output<typeof AddRelativeBody>;
type Fields = z.output<typeof TreePersonFields>;

/** What the tree needs of the media area: photos shown to a viewer, and the adder's own photos. */
export interface TreePhotos {
  /** Links to these library files as `viewerId` may see them, by file id. */
  urls(mediaIds: string[], viewerId: string): Promise<Map<string, string>>;
  /** Which of `mediaIds` are images in `ownerId`'s library. */
  ownImages(ownerId: string, mediaIds: string[]): Promise<Set<string>>;
}

/**
 * The family tree (issue 34 §1): every member sees it; PARENTs add relatives from it (a record, or
 * an invitation to an account, consent as for any family invitation), edit records and remove.
 */
export function createFamilyTreeService(
  deps: Pick<FamilyDeps, 'db' | 'notifications'> & { photos: TreePhotos },
) {
  const { db, photos } = deps;

  /** The caller's active membership; the tree is the family's own, so anyone else gets 404 (public family or not). */
  async function inFamily(userId: string, familyId: string) {
    return memberOf(db, userId, familyId).catch((err: unknown) => {
      if (err instanceof Forbidden) throw new NotFound(FAMILY_TEXTS.notFound);
      throw err;
    });
  }
  async function managing(userId: string, familyId: string) {
    const found = await inFamily(userId, familyId);
    if (!canManageFamily(found.member)) throw new Forbidden(FAMILY_TEXTS.notAllowed);
    return found;
  }

  async function load(familyId: string) {
    const [people, stored] = await Promise.all([treeRepo.people(db, familyId), treeRepo.links(db, familyId)]);
    return { people, links: treeLinks(people, stored as StoredLink[]) };
  }

  async function checkPhoto(userId: string, mediaId: string | null) {
    if (mediaId && !(await photos.ownImages(userId, [mediaId])).has(mediaId))
      throw new Invalid(TREE_TEXTS.photoNotFound);
  }

  return {
    async tree(userId: string, familyId: string): Promise<FamilyTreeResponse> {
      const { member } = await inFamily(userId, familyId);
      const { people, links } = await load(familyId);
      const genders = new Map<string, KinGender>(people.map((p) => [p.id, p.gender ?? p.userGender ?? null]));
      const urls = await photos.urls(
        people.flatMap((p) => (p.photoMediaId ? [p.photoMediaId] : [])),
        userId,
      );
      const dto = (p: (typeof people)[number]): TreePerson => {
        const path = kinshipPath(links, genders, member.id, p.id);
        const gender = genders.get(p.id) ?? null;
        return {
          id: p.id,
          user_id: p.userId,
          first_name: p.firstName,
          last_name: p.lastName,
          gender,
          date_of_birth: p.dateOfBirth ?? p.userBirth ?? null,
          date_of_death: p.dateOfDeath,
          is_deceased: p.isDeceased,
          photo_url: (p.photoMediaId ? urls.get(p.photoMediaId) : null) ?? p.userPicture ?? null,
          status: p.status,
          kinship: path ? kinship(path, gender) : null,
          path: path ? path.map((s) => ({ rel: s.rel, gender: s.gender ?? null })) : null,
        };
      };
      return {
        people: people.map(dto),
        links: links.map((l) => ({ id: l.id, from: l.from, to: l.to, kind: l.kind })),
        me: member.id,
        can_edit: canManageFamily(member),
      };
    },

    /** Adds a relative of a person of the tree: a record, or an invitation to an account. */
    async addRelative(userId: string, familyId: string, body: Add): Promise<FamilyTreeResponse> {
      const { family } = await managing(userId, familyId);
      const { people, links } = await load(familyId);
      const anchor = people.find((p) => p.id === body.anchor_id);
      if (!anchor) throw new NotFound(TREE_TEXTS.anchorNotFound);
      const near = relativesOf(links, anchor.id);
      if (body.relation === 'parent' && near.parents.length >= 2)
        throw new Conflict(TREE_TEXTS.tooManyParents);
      const newLinks = (id: string): NewLink[] => {
        const a = anchor.id;
        switch (body.relation) {
          case 'parent': {
            const out: NewLink[] = [{ fromMemberId: id, toMemberId: a, kind: 'parent' }];
            // The second parent is the first one's spouse.
            const [other] = near.parents;
            if (other && relativesOf(links, other).spouses.length === 0)
              out.push({ fromMemberId: other, toMemberId: id, kind: 'spouse' });
            return out;
          }
          case 'child':
            // A child of a couple: of the anchor's only spouse too.
            return [a, ...(near.spouses.length === 1 ? near.spouses : [])].map((p) => ({
              fromMemberId: p,
              toMemberId: id,
              kind: 'parent' as const,
            }));
          case 'spouse':
            return [{ fromMemberId: a, toMemberId: id, kind: 'spouse' }];
          case 'sibling':
            return near.parents.length > 0
              ? near.parents.map((p) => ({ fromMemberId: p, toMemberId: id, kind: 'parent' as const }))
              : [{ fromMemberId: a, toMemberId: id, kind: 'sibling' }];
        }
      };
      // What the person is to the creator, kept as the member's relationship; power is never given
      // by kinship (issue 32 item 22): people added from the tree have no family role.
      const relationship = anchor.isCreator ? body.relation : 'other';
      if (body.user_id) {
        const user = await usersRepo.findById(db, body.user_id);
        if (!user) throw new NotFound(FAMILY_TEXTS.userNotFound);
        const row = await treeRepo.addPerson(
          db,
          familyId,
          {
            userId: user.id,
            firstName: user.firstName,
            lastName: user.lastName,
            role: null,
            relationship,
            status: 'invited',
            invitedBy: userId,
          },
          newLinks,
        );
        if (!row) {
          const existing = people.find((p) => p.userId === user.id);
          throw new Conflict(
            existing?.status === 'invited' ? INVITATION_TEXTS.alreadyInvited : FAMILY_TEXTS.alreadyMember,
          );
        }
        await announceInvitations(deps, userId, [row], family);
      } else if (body.person) {
        const p = body.person;
        await checkPhoto(userId, p.photo_media_id ?? null);
        await treeRepo.addPerson(
          db,
          familyId,
          {
            userId: null,
            firstName: p.first_name,
            lastName: p.last_name,
            gender: p.gender,
            dateOfBirth: p.date_of_birth,
            dateOfDeath: p.date_of_death,
            isDeceased: p.is_deceased,
            photoMediaId: p.photo_media_id ?? null,
            role: null,
            relationship,
          },
          newLinks,
        );
      }
      return this.tree(userId, familyId);
    },

    /** Edits a record of the tree (a relative without an account): PARENTs. */
    async updatePerson(
      userId: string,
      familyId: string,
      personId: string,
      body: Fields,
    ): Promise<FamilyTreeResponse> {
      const { member } = await managing(userId, familyId);
      const { people } = await load(familyId);
      const target = people.find((p) => p.id === personId);
      if (!target) throw new NotFound(TREE_TEXTS.personNotFound);
      if (!canEditRelative(member, target)) throw new Conflict(TREE_TEXTS.hasAccount);
      // Left out: the photo stays; null: removed; an id: the editor's own file.
      const photo = body.photo_media_id === undefined ? target.photoMediaId : body.photo_media_id;
      if (photo !== target.photoMediaId) await checkPhoto(userId, photo);
      await treeRepo.updateRecord(db, familyId, personId, {
        firstName: body.first_name,
        lastName: body.last_name,
        gender: body.gender,
        dateOfBirth: body.date_of_birth,
        dateOfDeath: body.date_of_death,
        isDeceased: body.is_deceased,
        photoMediaId: photo,
      });
      return this.tree(userId, familyId);
    },
  };
}
export type FamilyTreeService = ReturnType<typeof createFamilyTreeService>;
