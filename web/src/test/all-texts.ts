import { commonEn } from '../app/texts.en.ts';
import { commonRu } from '../app/texts.ts';
import { accountEn, accountRu } from '../features/account/texts.ts';
import { adminMenuEn, adminMenuRu } from '../features/admin/menu-texts.ts';
import { adminEn, adminRu } from '../features/admin/texts.ts';
import { passwordResetEn, passwordResetRu } from '../features/auth/password-reset-texts.ts';
import { registrationEn, registrationRu } from '../features/auth/registration-texts.ts';
import { authEn, authRu } from '../features/auth/texts.ts';
import { recurrenceEn, recurrenceRu } from '../features/calendar/recurrence-texts.ts';
import { remindersEn, remindersRu } from '../features/calendar/reminder-texts.ts';
import { rsvpEn, rsvpRu } from '../features/calendar/rsvp-texts.ts';
import { calendarEn, calendarRu } from '../features/calendar/texts.ts';
import { chatMediaEn, chatMediaRu } from '../features/chat/attachments-texts.ts';
import { chatConsentEn, chatConsentRu } from '../features/chat/consent-texts.ts';
import { dmEn, dmRu } from '../features/chat/dm-texts.ts';
import { chatMsgEn, chatMsgRu } from '../features/chat/message-texts.ts';
import { chatEn, chatRu } from '../features/chat/texts.ts';
import { documentsEn, documentsRu } from '../features/documents/texts.ts';
import { emailEn, emailRu } from '../features/email/texts.ts';
import { familyEn, familyRu } from '../features/family/texts.ts';
import { familyTreeEn, familyTreeRu } from '../features/family/tree-texts.ts';
import { homeEn, homeRu } from '../features/home/texts.ts';
import { householdEn, householdRu } from '../features/household/texts.ts';
import { consentEn, consentRu } from '../features/invitations/consent-texts.ts';
import { emailInvitesEn, emailInvitesRu } from '../features/invitations/email-invite-texts.ts';
import { invitationsEn, invitationsRu } from '../features/invitations/texts.ts';
import { journalEn, journalRu } from '../features/journal/texts.ts';
import { mediaEn, mediaRu } from '../features/media/texts.ts';
import { onboardingEn, onboardingRu } from '../features/onboarding/texts.ts';
import { blocksEn, blocksRu } from '../features/people/blocks-texts.ts';
import { presenceEn, presenceRu } from '../features/people/presence-texts.ts';
import { peopleEn, peopleRu } from '../features/people/texts.ts';
import { moduleIntroEn, moduleIntroRu } from '../features/posts/module-intro-texts.ts';
import { postsEn } from '../features/posts/texts.en.ts';
import { postsRu } from '../features/posts/texts.ts';
import { pwaEn, pwaRu } from '../features/pwa/texts.ts';
import { reportsEn, reportsRu } from '../features/reports/texts.ts';
import { searchEn, searchRu } from '../features/search/texts.ts';
import { securityEventsEn, securityEventsRu } from '../features/security/events-texts.ts';
import { securityLoginEn, securityLoginRu } from '../features/security/login-texts.ts';
import { securityEn, securityRu } from '../features/security/texts.ts';
import { settingsDataEn, settingsDataRu } from '../features/settings/settings-data-texts.ts';
import { settingsEn, settingsRu } from '../features/settings/texts.ts';
import { usersEn, usersRu } from '../features/users/texts.ts';
import { orgInviteEn, orgInviteRu } from '../features/work/invite-texts.ts';
import { orgJoinEn, orgJoinRu } from '../features/work/join-texts.ts';
import { workEn, workRu } from '../features/work/texts.ts';
import { viewerEn, viewerRu } from '../ui/lightbox-texts.ts';
/**
 * Every i18next namespace of the web app with both catalogs, for the checks that span them all
 * (same keys in both languages, enum labels, keys used in the code, the e2e language journey).
 * `texts-usage.test.ts` fails when a module registers a namespace that is not listed here.
 */
export const ALL_TEXTS: Record<string, { ru: object; en: object }> = {
  posts: { ru: postsRu, en: postsEn },
  orgJoin: { ru: orgJoinRu, en: orgJoinEn },
  moduleIntro: { ru: moduleIntroRu, en: moduleIntroEn },
  settings: { ru: settingsRu, en: settingsEn },
  users: { ru: usersRu, en: usersEn },
  invitations: { ru: invitationsRu, en: invitationsEn },
  emailInvites: { ru: emailInvitesRu, en: emailInvitesEn },
  chat: { ru: chatRu, en: chatEn },
  onboarding: { ru: onboardingRu, en: onboardingEn },
  auth: { ru: authRu, en: authEn },
  passwordReset: { ru: passwordResetRu, en: passwordResetEn },
  work: { ru: workRu, en: workEn },
  family: { ru: familyRu, en: familyEn },
  household: { ru: householdRu, en: householdEn },
  media: { ru: mediaRu, en: mediaEn },
  account: { ru: accountRu, en: accountEn },
  calendar: { ru: calendarRu, en: calendarEn },
  documents: { ru: documentsRu, en: documentsEn },
  common: { ru: commonRu, en: commonEn },
  dm: { ru: dmRu, en: dmEn },
  chatmsg: { ru: chatMsgRu, en: chatMsgEn },
  pwa: { ru: pwaRu, en: pwaEn },
  people: { ru: peopleRu, en: peopleEn },
  presence: { ru: presenceRu, en: presenceEn },
  blocks: { ru: blocksRu, en: blocksEn },
  recurrence: { ru: recurrenceRu, en: recurrenceEn },
  reminders: { ru: remindersRu, en: remindersEn },
  rsvp: { ru: rsvpRu, en: rsvpEn },
  search: { ru: searchRu, en: searchEn },
  security: { ru: securityRu, en: securityEn },
  securityLogin: { ru: securityLoginRu, en: securityLoginEn },
  settingsData: { ru: settingsDataRu, en: settingsDataEn },
  familyTree: { ru: familyTreeRu, en: familyTreeEn },
  home: { ru: homeRu, en: homeEn },
  journal: { ru: journalRu, en: journalEn },
  chatConsent: { ru: chatConsentRu, en: chatConsentEn },
  consent: { ru: consentRu, en: consentEn },
  orgInvite: { ru: orgInviteRu, en: orgInviteEn },
  admin: { ru: adminRu, en: adminEn },
  adminMenu: { ru: adminMenuRu, en: adminMenuEn },
  registration: { ru: registrationRu, en: registrationEn },
  reports: { ru: reportsRu, en: reportsEn },
  securityEvents: { ru: securityEventsRu, en: securityEventsEn },
  chatMedia: { ru: chatMediaRu, en: chatMediaEn },
  email: { ru: emailRu, en: emailEn },
  viewer: { ru: viewerRu, en: viewerEn },
};
