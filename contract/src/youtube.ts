import { YOUTUBE_ID_LENGTH } from './limits.ts';

const ID = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);

/** The 11-character video id of a YouTube link, or null (spec §5: embed only when one is found). */
export function youtubeId(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  const host = u.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = u.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (u.pathname === '/watch') id = u.searchParams.get('v');
    else {
      const [, kind, value] = u.pathname.split('/');
      if (kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v') id = value;
    }
  }
  return id && ID.test(id) ? id : null;
}

/** Every distinct YouTube link in a text whose video id can be extracted. */
export function findYoutubeUrls(text: string): string[] {
  const links = text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  const seen = new Set<string>();
  const found: string[] = [];
  for (const link of links) {
    const id = youtubeId(link);
    if (id && !seen.has(id)) {
      seen.add(id);
      found.push(link);
    }
  }
  return found;
}
