import { afterEach, describe, expect, it } from 'vitest';
import { forgetReturnTo, rememberReturnTo, returnTo, takeReturnTo } from './return-to.ts';

describe('the address a sign-in interrupted (issue 32 item 7)', () => {
  afterEach(() => sessionStorage.clear());

  it('is kept for the tab until onboarding ends there, once', () => {
    rememberReturnTo('/family/family-public-view?id=42');
    expect(returnTo(undefined)).toBe('/family/family-public-view?id=42');
    expect(takeReturnTo('/family/wall')).toBe('/family/family-public-view?id=42');
    expect(takeReturnTo('/family/wall')).toBe('/family/wall');
  });

  it('prefers the router’s state, and forgets when reached', () => {
    rememberReturnTo('/news/wall');
    expect(returnTo('/family/chat')).toBe('/family/chat');
    forgetReturnTo();
    expect(returnTo(undefined)).toBeNull();
  });

  it('never leads off the app or back to the forms', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/login',
      '/register?x=1',
      '/onboarding',
      '/',
    ])
      rememberReturnTo(bad);
    expect(returnTo(undefined)).toBeNull();
    expect(returnTo('//evil.example')).toBeNull();
  });
});
