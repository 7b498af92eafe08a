import { describe, expect, it } from 'vitest';
import * as L from './limits.ts';

describe('limits of spec §9', () => {
  it('keeps the numbers as written', () => {
    expect(L.BANNER_AVATAR_MAX_BYTES).toBe(5_242_880);
    expect(L.PROFILE_PHOTO_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(L.PASSWORD_MIN_LENGTH).toBe(6);
    expect(L.USER_SEARCH_MIN_CHARS).toBe(2);
    expect(L.USER_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(L.MY_ROLES_MAX).toBe(5);
    expect(L.ONBOARDING_STEPS).toBe(4);
    expect(L.ONBOARDING_COMPLETION_DELAY_MS).toBe(100);
    expect(L.TOAST_DEFAULT_MS).toBe(4000);
    expect(L.TOAST_POST_MS).toBe(3500);
    expect(L.TOAST_POST_UPLOAD_MS).toBe(3000);
    expect(L.TOAST_LIBRARY_UPLOAD_MS).toBe(4000);
    expect(L.CONFETTI_PARTICLES).toBe(50);
    expect(L.CONFETTI_TOAST_PARTICLES).toBe(30);
    expect(L.CONFETTI_DURATION_MS).toBe(3000);
    expect(L.SETTINGS_MESSAGE_MS).toBe(3000);
    expect(L.COMPOSER_CLOSE_MS).toBe(200);
    expect(L.YOUTUBE_ID_LENGTH).toBe(11);
    expect(L.YOUTUBE_FRAME_HEIGHT).toBe(315);
    expect(L.COMMENT_INDENT_PX).toBe(20);
    expect(L.CALENDAR_MAX_INDICATORS).toBe(3);
    expect(L.ORG_POST_MAX_LENGTH).toBe(5000);
    expect(L.ORG_FOUNDED_MIN_YEAR).toBe(1800);
    expect(L.PAGE_DEFAULT_LIMIT).toBe(20);
    expect(L.PAGE_MAX_LIMIT).toBe(100);
    expect(L.IMAGE_MAX_PIXELS).toBe(50_000_000);
    expect(L.COMMENT_MAX_DEPTH).toBe(8);
    expect(L.STORAGE_QUOTA_BYTES).toBe(5_368_709_120);
    expect(L.LIMIT_TEXTS.imageTooManyPixels).toBe('Изображение слишком большое: не более 50 мегапикселей');
  });
});
