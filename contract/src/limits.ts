/** Business constants and limits of spec §9 and CONTRACT.md §6. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 32;
export const ORG_TEXT_MAX_LENGTH = 200;

export const BANNER_AVATAR_MAX_BYTES = 5 * 1024 * 1024; // 5,242,880
export const PROFILE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** A person's page cover: the upload, and the 1500×500 WebP it is re-encoded to (issue 32). */
export const PROFILE_COVER_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_COVER_WIDTH = 1500;
export const PROFILE_COVER_HEIGHT = 500;
/** «О себе» on a person's page, after trimming. */
export const PROFILE_ABOUT_MAX_LENGTH = 500;
/** Mutual friends a person's page shows (the count is of all of them). */
export const MUTUAL_FRIENDS_SHOWN = 6;
export const SCAN_MAX_BYTES = 10 * 1024 * 1024;
export const SCAN_CHUNK_BYTES = 1024 * 1024;
/** Chunked scan uploads one user may have unfinished at once (abandoned ones end after an hour). */
export const SCAN_OPEN_UPLOADS_MAX = 3;
export const ORG_POST_MAX_LENGTH = 5000;
export const ORG_FOUNDED_MIN_YEAR = 1800;

export const USER_SEARCH_MIN_CHARS = 2;
export const USER_SEARCH_DEBOUNCE_MS = 300;
export const MY_ROLES_MAX = 5;
export const ONBOARDING_STEPS = 4;
export const ONBOARDING_COMPLETION_DELAY_MS = 100;

export const TOAST_DEFAULT_MS = 4000;
export const TOAST_POST_MS = 3500;
export const TOAST_POST_UPLOAD_MS = 3000;
export const TOAST_LIBRARY_UPLOAD_MS = 4000;
export const CONFETTI_PARTICLES = 50;
export const CONFETTI_TOAST_PARTICLES = 30;
export const CONFETTI_DURATION_MS = 3000;
export const SETTINGS_MESSAGE_MS = 3000;
export const COMPOSER_CLOSE_MS = 200;
export const CLOCK_TICK_MS = 1000;

export const YOUTUBE_ID_LENGTH = 11;
export const YOUTUBE_FRAME_HEIGHT = 315;
export const COMMENT_INDENT_PX = 20;
export const CALENDAR_MAX_INDICATORS = 3;
export const CHAT_PREVIEW_CHARS = 30;

/** Pagination of unbounded lists (CONTRACT.md §5). */
export const PAGE_DEFAULT_LIMIT = 20;
export const PAGE_MAX_LIMIT = 100;

/** Limits that hold against a hostile client (issue 16 §3). */
/** Decoded pixels (width × height) of any image the server reads; larger images are refused. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Longest side of a re-encoded banner, avatar or logo (profile photos are 512 px). */
export const IMAGE_MAX_SIDE = 2560;
/** Levels of a comment tree: a reply deeper than this attaches to the deepest allowed ancestor. */
export const COMMENT_MAX_DEPTH = 8;
/** Per-user budgets per minute (defaults of POST_RATE_LIMIT, COMMENT_RATE_LIMIT, USER_SEARCH_RATE_LIMIT). */
export const POST_RATE_LIMIT = 30;
export const COMMENT_RATE_LIMIT = 60;
export const USER_SEARCH_RATE_LIMIT = 60;
/** Invitations to chat groups and organizations one person may send per hour (INVITE_RATE_LIMIT). */
export const INVITE_RATE_LIMIT = 100;
/** Default per-user storage across media and document scans (STORAGE_QUOTA_BYTES): 5 GB. */
export const STORAGE_QUOTA_BYTES = 5 * 1024 * 1024 * 1024;

export const LIMIT_TEXTS = {
  imageTooManyPixels: `Изображение слишком большое: не более ${IMAGE_MAX_PIXELS / 1_000_000} мегапикселей`,
  storageQuota: 'Недостаточно места в хранилище: файл не помещается в вашу квоту',
  tooManyPosts: 'Слишком много записей за минуту. Попробуйте чуть позже.',
  tooManyComments: 'Слишком много комментариев за минуту. Попробуйте чуть позже.',
  tooManySearches: 'Слишком много поисковых запросов. Попробуйте чуть позже.',
} as const;
