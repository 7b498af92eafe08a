import { GENDERS } from '@krug/contract/auth-texts';
import { ACTION_TYPES, CHAT_ROLES, GROUP_TYPES } from '@krug/contract/chat';
import { DOCUMENT_TYPES } from '@krug/contract/documents';
import {
  FAMILY_ROLES,
  PROFILE_SEARCHABILITY,
  RELATIONSHIPS,
  WHO_CAN_COMMENT,
  WHO_CAN_SEE_POSTS,
} from '@krug/contract/family';
import { HOUSEHOLD_RELATIONSHIPS } from '@krug/contract/household';
import { INVITATION_KINDS, MEMBER_STATUSES } from '@krug/contract/invitations';
import { MEDIA_TYPES } from '@krug/contract/media';
import { MODULES } from '@krug/contract/modules';
import { MARRIAGE_STATUSES } from '@krug/contract/my-info';
import { PRIVACY_KEYS, SCHOOL_ROLES, UNIVERSITY_ROLES } from '@krug/contract/onboarding';
import { ANNOUNCEMENT_PRIORITIES, ANNOUNCEMENT_REACTIONS } from '@krug/contract/org-feed';
import { FEED_FILTERS, VISIBILITIES } from '@krug/contract/posts-texts';
import { USER_LANGUAGES, USER_THEMES } from '@krug/contract/settings';
import {
  CHANGE_REQUEST_TYPES,
  CREATOR_ROLES,
  INDUSTRIES,
  JOINED_ROLE,
  MEMBER_ROLES,
  ORG_SIZES,
  ORG_TYPES,
  REQUEST_STATUSES,
  REQUESTABLE_ROLES,
} from '@krug/contract/work';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { ruAll as ru } from './ru-all.ts';

/** Every enum list of the contract and the catalog object that labels its values. */
const ENUM_LABELS: [name: string, values: readonly string[], path: string][] = [
  ['organization type', ORG_TYPES, 'labels.orgType'],
  ['industry', INDUSTRIES, 'labels.industry'],
  ['organization size', ORG_SIZES, 'labels.orgSize'],
  ['member role', MEMBER_ROLES, 'labels.memberRole'],
  ['creator role', CREATOR_ROLES, 'labels.memberRole'],
  ['requestable role', REQUESTABLE_ROLES, 'labels.memberRole'],
  ['joined role', [JOINED_ROLE], 'labels.memberRole'],
  ['change request type', CHANGE_REQUEST_TYPES, 'labels.changeRequestType'],
  ['request status', REQUEST_STATUSES, 'labels.requestStatus'],
  ['university role', UNIVERSITY_ROLES, 'labels.universityRole'],
  ['school role', SCHOOL_ROLES, 'labels.schoolRole'],
  ['gender', GENDERS, 'labels.gender'],
  ['marriage status', MARRIAGE_STATUSES, 'labels.marriageStatus'],
  ['module', MODULES, 'labels.module'],
  ['chat role', CHAT_ROLES, 'labels.chatRole'],
  ['media type', MEDIA_TYPES, 'labels.mediaType'],
  ['invitation kind', INVITATION_KINDS, 'labels.invitationKind'],
  ['member status', MEMBER_STATUSES, 'labels.memberStatus'],
  ['visibility', VISIBILITIES, 'posts.visibilities'],
  ['feed filter', FEED_FILTERS, 'posts.filterKeys'],
  ['family relationship', RELATIONSHIPS, 'family.relationships'],
  ['family role', FAMILY_ROLES, 'family.roles'],
  ['who can see posts', WHO_CAN_SEE_POSTS, 'family.audience'],
  ['who can comment', WHO_CAN_COMMENT, 'family.audience'],
  ['profile searchability', PROFILE_SEARCHABILITY, 'family.audience'],
  ['household relationship', HOUSEHOLD_RELATIONSHIPS, 'household.relationships'],
  ['action type', ACTION_TYPES, 'chat.actionTypes'],
  ['group type', GROUP_TYPES, 'chat.groupTypes'],
  ['document type', DOCUMENT_TYPES, 'documents.types'],
  ['privacy key', PRIVACY_KEYS, 'onboarding.privacy'],
  ['announcement priority', ANNOUNCEMENT_PRIORITIES, 'work.announcements.priority'],
  ['announcement reaction', ANNOUNCEMENT_REACTIONS, 'work.announcements.reaction'],
  ['language', USER_LANGUAGES, 'settings.languages'],
  ['theme', USER_THEMES, 'settings.themes'],
];

const at = (catalog: object, path: string) =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalog);

describe('enum labels', () => {
  for (const [lang, catalog] of [
    ['ru', ru],
    ['en', en],
  ] as const) {
    it(`every value of every contract enum has a ${lang} label`, () => {
      const missing: string[] = [];
      for (const [name, values, path] of ENUM_LABELS) {
        const labels = at(catalog, path) as Record<string, unknown> | undefined;
        for (const value of values) {
          const label = labels?.[value];
          if (typeof label !== 'string' || !label.trim()) missing.push(`${name}: ${value} (${path})`);
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it('the Russian labels are not the raw values (brand-like exceptions aside)', () => {
    const sameAsValue: string[] = [];
    for (const [name, values, path] of ENUM_LABELS) {
      const labels = at(ru, path) as Record<string, string>;
      for (const value of values) if (labels[value] === value) sameAsValue.push(`${name}: ${value}`);
    }
    expect(sameAsValue).toEqual([]);
  });
});
