import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { BANNER_AVATAR_MAX_BYTES } from '@krug/contract/limits';
import {
  type CreateOrganizationBody,
  type Organization,
  type SearchBody,
  type UpdateOrganizationBody,
  WORK_TEXTS,
} from '@krug/contract/work';
import type { OrganizationRow } from '../../db/schema/index.ts';
import { decodeImageDataUrl } from '../../platform/data-url.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { readStored } from '../../platform/storage.ts';
import { type Out, orgFields, type WorkContext } from './work.context.ts';
import { workRepo } from './work.repo.ts';

/** Creating, finding, reading and configuring organizations, and their logo and banner. */
export function createOrganizationsActions(ctx: WorkContext) {
  const { db, storage, signer, imagePath, imageUrl, context, adminContext, toOrg } = ctx;

  /**
   * What a settings call's `logo_url` / `banner_url` asks for: undefined or the current image's
   * URL (whatever its signature) keeps it, null or "" removes it, a data URL (an image, 5 MB)
   * replaces it; any other address is refused (422).
   */
  async function imageChange(
    orgId: string,
    kind: 'logo' | 'banner',
    value: string | null | undefined,
    old: string | null,
  ): Promise<{ key: string | null; image?: { bytes: Buffer; ext: string } }> {
    if (value === undefined) return { key: old };
    if (value === null || value === '') return { key: null };
    if (!value.startsWith('data:')) {
      const path = URL.canParse(value, 'http://local') ? new URL(value, 'http://local').pathname : '';
      if (old && path === imagePath(orgId, kind)) return { key: old };
      throw new Invalid(WORK_TEXTS.imageUrlUnknown);
    }
    const image = await decodeImageDataUrl(value, BANNER_AVATAR_MAX_BYTES, {
      notAnImage: WORK_TEXTS.imageNotImage,
      tooLarge: WORK_TEXTS.imageTooLarge,
    });
    return { key: `orgs/${orgId}/${kind}-${randomUUID()}.${image.ext}`, image };
  }

  return {
    /** The organization's signed logo and banner addresses (null without one), for other areas' views. */
    imageUrls(org: OrganizationRow): { logo_url: string | null; banner_url: string | null } {
      return { logo_url: imageUrl(org, 'logo'), banner_url: imageUrl(org, 'banner') };
    },

    async create(userId: string, b: Out<typeof CreateOrganizationBody>): Promise<Organization> {
      const org = await workRepo.create(
        db,
        { ...orgFields(b), creatorId: userId, ownerId: userId },
        {
          userId,
          role: b.creator_role,
          customRoleName: b.custom_role_name,
          department: b.creator_department,
          team: b.creator_team,
          jobTitle: b.creator_job_title,
          isAdmin: true,
          canInvite: true,
          canPost: true,
        },
      );
      return toOrg(org, await workRepo.membership(db, org.id, userId));
    },

    async mine(userId: string): Promise<Organization[]> {
      const rows = await workRepo.mine(db, userId);
      return Promise.all(rows.map((r) => toOrg(r.org, r.member)));
    },

    async search(userId: string, b: Out<typeof SearchBody>) {
      const rows = await workRepo.search(db, userId, {
        query: b.query,
        type: b.organization_type,
        industry: b.industry,
        city: b.city,
      });
      const counts = await workRepo.memberCounts(
        db,
        rows.map((r) => r.org.id),
      );
      return rows.map(({ org, isMember, pending }) => ({
        id: org.id,
        name: org.name,
        is_private: org.isPrivate,
        organization_type: org.organizationType as Organization['organization_type'],
        industry: org.industry,
        description: org.description,
        address_city: org.addressCity,
        address_country: org.addressCountry,
        member_count: counts.get(org.id) ?? 0,
        organization_size: org.organizationSize,
        logo_url: imageUrl(org, 'logo'),
        user_is_member: !!isMember,
        user_has_pending_request: !!pending,
      }));
    },

    async get(userId: string, orgId: string): Promise<Organization> {
      const { org, row } = await context(orgId, userId);
      if (!row && org.isPrivate) throw new NotFound(WORK_TEXTS.notFound);
      return toOrg(org, row);
    },

    async update(userId: string, orgId: string, b: Out<typeof UpdateOrganizationBody>) {
      const { org: before, row } = await adminContext(orgId, userId);
      // Both images are checked before anything is stored, so a refused one changes nothing.
      const logo = await imageChange(orgId, 'logo', b.logo_url, before.logoKey);
      const banner = await imageChange(orgId, 'banner', b.banner_url, before.bannerKey);
      for (const { key, image } of [logo, banner])
        if (key && image) await storage.put(key, Readable.from([image.bytes]));
      const org = await workRepo.update(db, orgId, {
        ...orgFields(b),
        logoKey: logo.key,
        bannerKey: banner.key,
      });
      if (!org) throw new NotFound(WORK_TEXTS.notFound);
      for (const old of [before.logoKey, before.bannerKey])
        if (old && old !== org.logoKey && old !== org.bannerKey) await storage.delete(old);
      return toOrg(org, row);
    },

    async image(orgId: string, kind: 'logo' | 'banner', exp: unknown, sig: unknown) {
      const org = await workRepo.org(db, orgId);
      const key = org ? (kind === 'logo' ? org.logoKey : org.bannerKey) : null;
      if (!org || !key) throw new NotFound(WORK_TEXTS.notFound);
      if (!signer.verify(`org:${org.id}:${key}`, exp, sig))
        throw new Forbidden('Ссылка на изображение недействительна или устарела');
      const ext = key.split('.').pop() ?? 'png';
      const stream = await readStored(storage, key, () => new NotFound(WORK_TEXTS.notFound));
      return { stream, mime: ext === 'jpg' ? 'image/jpeg' : `image/${ext}` };
    },
  };
}
