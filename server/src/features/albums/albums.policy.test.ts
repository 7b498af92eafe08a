import { describe, expect, it } from 'vitest';
import { canAddToAlbum, canEditAlbum, canReadAlbum, canShareWith } from './albums.policy.ts';

const OWNER = 'owner';
const roles = {
  owner: { id: OWNER, sharedWithViewer: false },
  'current member of a shared circle': { id: 'member', sharedWithViewer: true },
  'invitee / former member / stranger': { id: 'other', sharedWithViewer: false },
} as const;

describe('albums policy: role × action', () => {
  it.each([
    ['owner', true, true],
    ['current member of a shared circle', true, false],
    ['invitee / former member / stranger', false, false],
  ] as const)('%s: read %s, edit %s', (role, read, edit) => {
    const { id, sharedWithViewer } = roles[role];
    const album = { ownerId: OWNER, sharedWithViewer };
    expect(canReadAlbum(id, album)).toBe(read);
    expect(canEditAlbum(id, album)).toBe(edit);
  });

  it.each([
    [OWNER, 'image', true],
    [OWNER, 'video', true],
    [OWNER, 'document', false],
    ['someone', 'image', false],
  ])('a file of %s of type %s may be added: %s', (ownerId, fileType, allowed) => {
    expect(canAddToAlbum(OWNER, { ownerId, fileType })).toBe(allowed);
  });

  it('shares only with the owner’s own circles', () => {
    const mine = new Set(['family:f1', 'chat_group:g1']);
    expect(canShareWith(mine, { kind: 'family', id: 'f1' })).toBe(true);
    expect(canShareWith(mine, { kind: 'household', id: 'f1' })).toBe(false);
    expect(canShareWith(mine, { kind: 'chat_group', id: 'g2' })).toBe(false);
  });
});
