import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutgoingFile } from './outbox-files.ts';
import { readKeptFile } from './outbox-files.ts';

/**
 * The thumbnails of a waiting post's photos kept on the device (outbox-files.ts), read back from
 * IndexedDB, so the post shows them on its wall even after a restart without network.
 */
export function KeptThumbnails({ postKey, files }: { postKey: string; files: OutgoingFile[] }) {
  const { t } = useTranslation('posts');
  const [urls, setUrls] = useState<{ key: string; url: string; name: string }[]>([]);
  const wanted = files
    .filter((f) => f.type.startsWith('image/'))
    .map((f) => f.key)
    .join(',');
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void (async () => {
      const shown: { key: string; url: string; name: string }[] = [];
      for (const key of wanted ? wanted.split(',') : []) {
        const kept = await readKeptFile(postKey, key).catch(() => undefined);
        if (!kept) continue;
        const url = URL.createObjectURL(new Blob([kept.bytes], { type: kept.type }));
        made.push(url);
        shown.push({ key, url, name: kept.name });
      }
      if (live) setUrls(shown);
      else for (const url of made) URL.revokeObjectURL(url);
    })();
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [postKey, wanted]);
  if (urls.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('postsEditor.keptPhotos')}>
      {urls.map(({ key, url, name }) => (
        <li key={key}>
          <img src={url} alt={name} className="h-16 w-16 rounded-lg object-cover ring-1 ring-line" />
        </li>
      ))}
    </ul>
  );
}
