import { expect } from 'vitest';
import { registerUser } from '../factories.ts';
import { FILES, image } from '../files.ts';
import { multipart } from '../multipart.ts';
import { isFile } from './answers.ts';
import type { Row } from './types.ts';
import type { World } from './world.ts';

const png = `data:image/png;base64,${(await image('png')).toString('base64')}`;
const scan = multipart([{ name: 'file', filename: 'scan.png', data: await FILES.png() }]);
const throwaway = async (w: World) => {
  const u = await registerUser(w.app);
  return { token: u.token, password: u.password };
};

/** Calls on the caller's own account: every signed-in user acts on themselves only. */
export const accountRows: Row[] = [
  {
    op: 'GET /api/auth/me',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/auth/me' }),
    check: (_role, body, w) => expect((body as { id: string }).id).toBe(w.users.stranger.user.id),
  },
  {
    op: 'POST /api/onboarding',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/onboarding', payload: { work_place: 'Завод' } }),
  },
  {
    op: 'POST /api/onboarding/complete',
    expect: { anonymous: 401, stranger: 204 },
    call: () => ({ url: '/api/onboarding/complete' }),
  },
  {
    op: 'PUT /api/users/gender',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/users/gender', payload: { gender: 'FEMALE' } }),
  },
  {
    op: 'PUT /api/users/settings',
    note: 'language and theme of the caller only',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/users/settings', payload: { language: 'en', theme: 'dark' } }),
    check: (_role, body, w) => {
      expect((body as { id: string; language: string }).id).toBe(w.users.stranger.user.id);
      expect((body as { language: string }).language).toBe('en');
    },
  },
  {
    op: 'GET /api/users/search',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: `/api/users/search?query=${encodeURIComponent('Владелец')}` }),
    // A stranger finds the owner by name, without the email (no circle in common).
    check: (_role, body, w) =>
      expect((body as { users: unknown[] }).users).toEqual([
        expect.objectContaining({ id: w.users.owner.user.id, name: 'Владелец', email: null }),
      ]),
  },
  {
    op: 'GET /api/my-info',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/my-info' }),
    check: (_role, body, w) => expect(JSON.stringify(body)).not.toContain(w.users.owner.email),
  },
  {
    op: 'PUT /api/my-info',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/my-info', payload: { address_city: 'Казань' } }),
  },
  {
    op: 'PUT /api/users/profile/complete',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({
      url: '/api/users/profile/complete',
      payload: {
        address_street: 'Улица 2',
        address_city: 'Казань',
        address_country: 'Россия',
        marriage_status: 'SINGLE',
      },
    }),
  },
  {
    op: 'PUT /api/users/profile-picture',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/users/profile-picture', payload: { profile_picture: png } }),
  },
  {
    op: 'DELETE /api/users/profile-picture',
    expect: { anonymous: 401, member: 200 },
    call: () => ({ url: '/api/users/profile-picture' }),
  },
  {
    op: 'GET /api/users/avatars/{name}',
    note: 'a profile photo is public by its unguessable name (docs/decisions.md, "Account")',
    expect: { anonymous: 200 },
    call: (w) => ({ url: w.avatarUrl }),
    check: isFile('webp'),
  },
  {
    op: 'GET /api/users/avatars/{name}',
    note: 'an unknown name',
    expect: { anonymous: 404 },
    call: () => ({ url: '/api/users/avatars/00000000-0000-4000-8000-000000000000.webp' }),
  },
  {
    op: 'PUT /api/auth/change-password',
    note: 'a throwaway account changes its own password',
    expect: { anonymous: 401, stranger: 200 },
    setup: throwaway,
    call: (_w, f) => ({
      url: '/api/auth/change-password',
      token: f.token,
      payload: { current_password: f.password, new_password: 'another-secret-1' },
    }),
  },
  {
    op: 'DELETE /api/auth/delete-account',
    note: 'an organization owner must transfer first (409); anyone else deletes themselves',
    expect: { anonymous: 401, owner: 409 },
    call: (w) => ({ url: '/api/auth/delete-account', payload: { current_password: w.users.owner.password } }),
  },
  {
    op: 'DELETE /api/auth/delete-account',
    note: 'a throwaway account',
    expect: { stranger: 204 },
    setup: throwaway,
    call: (_w, f) => ({
      url: '/api/auth/delete-account',
      token: f.token,
      payload: { current_password: f.password },
    }),
  },

  // Identity documents and their scans are their owner's alone (404 to everyone else).
  {
    op: 'GET /api/my-documents',
    expect: { anonymous: 401, stranger: 200, member: 200, owner: 200 },
    call: () => ({ url: '/api/my-documents' }),
    check: (role, body, w) => {
      const seen = (body as { id: string }[]).map((d) => d.id);
      if (role === 'owner') expect(seen).toContain(w.documentId);
      else expect(seen).not.toContain(w.documentId);
    },
  },
  {
    op: 'POST /api/my-documents',
    expect: { anonymous: 401, stranger: 201 },
    call: () => ({
      url: '/api/my-documents',
      payload: { document_type: 'DRIVERS_LICENSE', country: 'Россия' },
    }),
  },
  {
    op: 'PUT /api/my-documents/{id}',
    expect: { anonymous: 401, stranger: 404, member: 404, admin: 404, owner: 200 },
    call: (w) => ({
      url: `/api/my-documents/${w.documentId}`,
      payload: { country: 'Россия', document_number: '123456', document_data: { series: '4510' } },
    }),
  },
  {
    op: 'DELETE /api/my-documents/{id}',
    expect: { anonymous: 401, stranger: 404, member: 404, owner: 204 },
    setup: async (w) => ({
      doc: (
        await w.call(w.users.owner.token, 'POST', '/api/my-documents', {
          document_type: 'TRAVELING_PASSPORT',
          country: 'Россия',
        })
      ).id,
    }),
    call: (_w, f) => ({ url: `/api/my-documents/${f.doc}` }),
  },
  {
    op: 'POST /api/my-documents/{id}/upload-scan',
    expect: { anonymous: 401, stranger: 404, member: 404, owner: 200 },
    call: (w) => ({
      url: `/api/my-documents/${w.documentId}/upload-scan`,
      payload: scan.payload,
      headers: scan.headers,
    }),
  },
  {
    op: 'GET /api/my-documents/{id}/scan',
    note: 'without a signature',
    expect: { anonymous: 403, stranger: 403, owner: 403 },
    call: (w) => ({ url: `/api/my-documents/${w.documentId}/scan` }),
  },
  {
    op: 'GET /api/my-documents/{id}/scan',
    note: 'the signed link the owner was given',
    expect: { anonymous: 200 },
    setup: async (w) => {
      const docs = await w.call(w.users.owner.token, 'GET', '/api/my-documents');
      return { url: docs.find((d: { id: string }) => d.id === w.documentId).scan_file_url };
    },
    call: (_w, f) => ({ url: f.url as string }),
    // The owner's own scan is the original file as uploaded.
    check: isFile('png'),
  },
  {
    op: 'GET /api/my-documents/{id}/scan',
    note: 'the thumbnail without a signature',
    expect: { anonymous: 403, stranger: 403, owner: 403 },
    call: (w) => ({ url: `/api/my-documents/${w.documentId}/scan?variant=thumb` }),
  },
  {
    op: 'GET /api/my-documents/{id}/scan',
    note: 'the signed thumbnail link the owner was given',
    expect: { anonymous: 200 },
    setup: async (w) => {
      const docs = await w.call(w.users.owner.token, 'GET', '/api/my-documents');
      return { url: docs.find((d: { id: string }) => d.id === w.documentId).scan_thumb_url };
    },
    call: (_w, f) => ({ url: f.url as string }),
    check: isFile('webp'),
  },
];
