/** The meta tag of the built index.html that lists the feed's chunks (src/app/preload-feed.ts). */
export const FEED_CHUNKS_META = 'krug-feed-chunks';
