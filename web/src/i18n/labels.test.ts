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
import { ALL_TEXTS } from '../test/all-texts.ts';

/** Every enum list of the contract and the catalog object (namespace, path) that labels its values. */
const ENUM_LABELS: [name: string, values: readonly string[], ns: string, path: string][] = [
  ['organization type', ORG_TYPES, 'common', 'labels.orgType'],
  ['industry', INDUSTRIES, 'common', 'labels.industry'],
  ['organization size', ORG_SIZES, 'common', 'labels.orgSize'],
  ['member role', MEMBER_ROLES, 'common', 'labels.memberRole'],
  ['creator role', CREATOR_ROLES, 'common', 'labels.memberRole'],
  ['requestable role', REQUESTABLE_ROLES, 'common', 'labels.memberRole'],
  ['joined role', [JOINED_ROLE], 'common', 'labels.memberRole'],
  ['change request type', CHANGE_REQUEST_TYPES, 'common', 'labels.changeRequestType'],
  ['request status', REQUEST_STATUSES, 'common', 'labels.requestStatus'],
  ['university role', UNIVERSITY_ROLES, 'common', 'labels.universityRole'],
  ['school role', SCHOOL_ROLES, 'common', 'labels.schoolRole'],
  ['gender', GENDERS, 'common', 'labels.gender'],
  ['marriage status', MARRIAGE_STATUSES, 'common', 'labels.marriageStatus'],
  ['module', MODULES, 'common', 'labels.module'],
  ['chat role', CHAT_ROLES, 'common', 'labels.chatRole'],
  ['media type', MEDIA_TYPES, 'common', 'labels.mediaType'],
  ['invitation kind', INVITATION_KINDS, 'common', 'labels.invitationKind'],
  ['member status', MEMBER_STATUSES, 'common', 'labels.memberStatus'],
  ['visibility', VISIBILITIES, 'posts', 'posts.visibilities'],
  ['feed filter', FEED_FILTERS, 'posts', 'posts.filterKeys'],
  ['family relationship', RELATIONSHIPS, 'family', 'family.relationships'],
  ['family role', FAMILY_ROLES, 'family', 'family.roles'],
  ['who can see posts', WHO_CAN_SEE_POSTS, 'family', 'family.audience'],
  ['who can comment', WHO_CAN_COMMENT, 'family', 'family.audience'],
  ['profile searchability', PROFILE_SEARCHABILITY, 'family', 'family.audience'],
  ['household relationship', HOUSEHOLD_RELATIONSHIPS, 'household', 'household.relationships'],
  ['action type', ACTION_TYPES, 'chat', 'chat.actionTypes'],
  ['group type', GROUP_TYPES, 'chat', 'chat.groupTypes'],
  ['document type', DOCUMENT_TYPES, 'documents', 'documents.types'],
  ['privacy key', PRIVACY_KEYS, 'onboarding', 'onboarding.privacy'],
  ['announcement priority', ANNOUNCEMENT_PRIORITIES, 'work', 'work.announcements.priority'],
  ['announcement reaction', ANNOUNCEMENT_REACTIONS, 'work', 'work.announcements.reaction'],
  ['language', USER_LANGUAGES, 'settings', 'settings.languages'],
  ['theme', USER_THEMES, 'settings', 'settings.themes'],
];

const at = (catalog: object | undefined, path: string) =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalog);

describe('enum labels', () => {
  for (const lang of ['ru', 'en'] as const) {
    it(`every value of every contract enum has a ${lang} label`, () => {
      const missing: string[] = [];
      for (const [name, values, ns, path] of ENUM_LABELS) {
        const labels = at(ALL_TEXTS[ns]?.[lang], path) as Record<string, unknown> | undefined;
        for (const value of values) {
          const label = labels?.[value];
          if (typeof label !== 'string' || !label.trim()) missing.push(`${name}: ${value} (${ns}:${path})`);
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it('the Russian labels are not the raw values (brand-like exceptions aside)', () => {
    const sameAsValue: string[] = [];
    for (const [name, values, ns, path] of ENUM_LABELS) {
      const labels = at(ALL_TEXTS[ns]?.ru, path) as Record<string, string> | undefined;
      for (const value of values) if (labels?.[value] === value) sameAsValue.push(`${name}: ${value}`);
    }
    expect(sameAsValue).toEqual([]);
  });
});
