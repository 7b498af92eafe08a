// Apart from albums-api.ts, so a notification's link (in the shell) does not load the albums' API.

/** Where an album list or an album lives in the media area (real URLs). */
export const albumsPath = (module: string) => `/${module}/media/albums`;
export const albumPath = (module: string, id: string) => `/${module}/media/albums/${id}`;
