import {
  Album,
  AlbumBody,
  AlbumCoverBody,
  AlbumItemsBody,
  AlbumItemsQuery,
  AlbumItemsResponse,
  AlbumItemsResult,
  AlbumListQuery,
  AlbumListResponse,
  AlbumSharesBody,
  AlbumSharesResponse,
  ArchiveLinkQuery,
} from '@krug/contract/albums';
import { IdParams } from '@krug/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import { zipHeaders } from '../../platform/zip.ts';
import type { AlbumsService } from './albums.service.ts';

const tags = ['albums'];

export const albumsRoutes: FastifyPluginAsyncZod<{ albums: AlbumsService }> = async (app, { albums }) => {
  app.get(
    '/api/albums',
    {
      schema: {
        tags,
        summary: 'My albums, newest first, with item counts and covers',
        querystring: AlbumListQuery,
        response: { 200: AlbumListResponse },
      },
    },
    (req) => albums.mine(userIdOf(req), req.query),
  );
  app.get(
    '/api/albums/shared',
    {
      schema: {
        tags,
        summary: "Others' albums shared with a family, household or chat group I am a member of",
        querystring: AlbumListQuery,
        response: { 200: AlbumListResponse },
      },
    },
    (req) => albums.sharedWithMe(userIdOf(req), req.query),
  );
  app.post(
    '/api/albums',
    { schema: { tags, summary: 'Create an album', body: AlbumBody, response: { 201: Album } } },
    async (req, reply) => reply.status(201).send(await albums.create(userIdOf(req), req.body)),
  );
  app.get(
    '/api/albums/:id',
    {
      schema: {
        tags,
        summary: 'One album (its owner and whoever it is shared with; 404 for anyone else)',
        params: IdParams,
        response: { 200: Album },
      },
    },
    (req) => albums.get(userIdOf(req), req.params.id),
  );
  app.put(
    '/api/albums/:id',
    {
      schema: {
        tags,
        summary: 'Rename an album or change its description (owner only)',
        params: IdParams,
        body: AlbumBody,
        response: { 200: Album },
      },
    },
    (req) => albums.update(userIdOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/albums/:id',
    {
      schema: {
        tags,
        summary: 'Delete an album; its files stay in the library (owner only)',
        params: IdParams,
      },
    },
    async (req, reply) => {
      await albums.remove(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/albums/:id/items',
    {
      schema: {
        tags,
        summary: "An album's photos and videos, newest first (keyset-paginated)",
        params: IdParams,
        querystring: AlbumItemsQuery,
        response: { 200: AlbumItemsResponse },
      },
    },
    (req) => albums.items(userIdOf(req), req.params.id, req.query),
  );
  app.post(
    '/api/albums/:id/items',
    {
      schema: {
        tags,
        summary: 'Add my photos and videos (idempotent; at most ALBUM_ITEMS_MAX per album)',
        params: IdParams,
        body: AlbumItemsBody,
        response: { 200: AlbumItemsResult },
      },
    },
    (req) => albums.addItems(userIdOf(req), req.params.id, req.body.media_ids),
  );
  app.post(
    '/api/albums/:id/items/remove',
    {
      schema: {
        tags,
        summary: 'Take files out of the album (they stay in the library)',
        params: IdParams,
        body: AlbumItemsBody,
        response: { 200: AlbumItemsResult },
      },
    },
    (req) => albums.removeItems(userIdOf(req), req.params.id, req.body.media_ids),
  );
  app.put(
    '/api/albums/:id/cover',
    {
      schema: {
        tags,
        summary: 'Choose the cover among the items (null: the newest item)',
        params: IdParams,
        body: AlbumCoverBody,
        response: { 200: Album },
      },
    },
    (req) => albums.setCover(userIdOf(req), req.params.id, req.body),
  );
  app.get(
    '/api/albums/:id/shares',
    {
      schema: {
        tags,
        summary: 'My families, household and chat groups, each with whether the album is shared with it',
        params: IdParams,
        response: { 200: AlbumSharesResponse },
      },
    },
    (req) => albums.shares(userIdOf(req), req.params.id),
  );
  app.put(
    '/api/albums/:id/shares',
    {
      schema: {
        tags,
        summary: 'Share the album with exactly these circles of mine (empty: private)',
        params: IdParams,
        body: AlbumSharesBody,
        response: { 200: AlbumSharesResponse },
      },
    },
    (req) => albums.setShares(userIdOf(req), req.params.id, req.body),
  );
  app.get(
    '/api/albums/:id/archive',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The album's zip by the signed link in its `archive_url` (404 without one or once access is gone)",
        params: IdParams,
        querystring: ArchiveLinkQuery,
      },
    },
    async (req, reply) => {
      const { u, exp, sig } = req.query;
      const zip = await albums.archive(req.params.id, u, exp, sig);
      return zipHeaders(reply, zip.filename, zip.size).send(zip.stream);
    },
  );
};
