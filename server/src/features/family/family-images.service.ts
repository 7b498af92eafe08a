import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { FAMILY_TEXTS, type FamilyProfile } from '@krug/contract/family';
import { BANNER_AVATAR_MAX_BYTES } from '@krug/contract/limits';
import { decodeImageDataUrl } from '../../platform/data-url.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { readStored } from '../../platform/storage.ts';
import { familyRepo } from './family.repo.ts';
import { managed } from './family-access.ts';
import type { FamilyDeps, FamilyView, ImageKind } from './family-view.ts';

/** A family's banner and avatar: replaced by its managers, read by signed links. */
export function createFamilyImages({ db, storage, signer }: FamilyDeps, view: FamilyView) {
  return {
    async setImage(
      userId: string,
      familyId: string,
      kind: ImageKind,
      dataUrl: string,
    ): Promise<FamilyProfile> {
      const { family } = await managed(db, userId, familyId);
      const image = await decodeImageDataUrl(dataUrl, BANNER_AVATAR_MAX_BYTES, {
        notAnImage: FAMILY_TEXTS.notAnImage,
        tooLarge: FAMILY_TEXTS.imageTooLarge,
      });
      const key = `families/${familyId}/${kind}-${randomUUID()}.${image.ext}`;
      await storage.put(key, Readable.from([image.bytes]));
      const old = kind === 'banner' ? family.bannerKey : family.avatarKey;
      const row = await familyRepo.update(
        db,
        familyId,
        kind === 'banner' ? { bannerKey: key } : { avatarKey: key },
      );
      if (old) await storage.delete(old);
      if (!row) throw new NotFound(FAMILY_TEXTS.notFound);
      return view.profileOf(userId, row);
    },

    /** The bytes of a banner or avatar by its signed link. */
    async image(familyId: string, kind: ImageKind, exp: unknown, sig: unknown) {
      const family = await familyRepo.findById(db, familyId);
      const key = family ? (kind === 'banner' ? family.bannerKey : family.avatarKey) : null;
      if (!family || !key) throw new NotFound(FAMILY_TEXTS.profileNotFound);
      if (!signer.verify(`${family.id}:${key}`, exp, sig))
        throw new Forbidden('Ссылка на изображение недействительна или устарела');
      const ext = key.split('.').pop() ?? 'png';
      const stream = await readStored(storage, key, () => new NotFound(FAMILY_TEXTS.profileNotFound));
      return { stream, mime: ext === 'jpg' ? 'image/jpeg' : `image/${ext}` };
    },
  };
}
