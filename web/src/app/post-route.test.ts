import { describe, expect, it } from 'vitest';
import { personPath } from '../features/people/person-path.ts';
import { postPath } from '../features/posts/post-path.ts';
import { shellViewOf } from './views.ts';

describe('a post’s own URL (issue 19)', () => {
  it('lives under its module and names the post view', () => {
    expect(postPath('family', 'abc')).toBe('/family/posts/abc');
    expect(shellViewOf('family', { postId: 'abc' })).toBe('post');
  });

  it('leaves the other views as they were, and «post» is no view of its own', () => {
    expect(shellViewOf('family', {})).toBe('wall');
    expect(shellViewOf('family', { view: 'feed' })).toBe('feed');
    expect(shellViewOf('organizations', { view: 'org-search' })).toBe('org-search');
    expect(shellViewOf('news', { view: 'org-search' })).toBeNull();
    expect(shellViewOf('family', { view: 'post' })).toBeNull();
    expect(shellViewOf('family', { view: 'posts' })).toBeNull();
  });
});

describe('a person’s own URL (issue 20)', () => {
  it('lives under its module and names the person view', () => {
    expect(personPath('family', 'abc')).toBe('/family/people/abc');
    expect(shellViewOf('family', { personId: 'abc' })).toBe('person');
    expect(shellViewOf('family', { view: 'person' })).toBeNull();
    expect(shellViewOf('family', { view: 'friends' })).toBe('friends');
  });
});
