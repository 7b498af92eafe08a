import type { User } from '@krug/contract/auth';
import type { AffiliationRow, UserRow } from '../../db/schema/index.ts';

/** The User of spec §3 as every call returns it; never the password hash. */
export function toUserDto(
  row: UserRow,
  affiliations: Pick<AffiliationRow, 'id' | 'affiliationName' | 'userRoleInOrg'>[],
): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    middle_name: row.middleName,
    phone: row.phone,
    name_alias: row.nameAlias,
    profile_picture: row.profilePicture,
    gender: row.gender,
    affiliations: affiliations.map((a) => ({
      id: a.id,
      affiliation_name: a.affiliationName,
      user_role_in_org: a.userRoleInOrg,
    })),
    created_at: row.createdAt.toISOString(),
    language: row.language,
    theme: row.theme,
    instance_role: row.instanceRole,
    email_verified: row.emailVerifiedAt !== null,
    onboarding_completed: row.onboardingCompletedAt !== null,
  };
}
