// The fixed lists of the work module (02 §3–§4): organization types, sizes, industries, roles, requests.
// Re-exported by `@krug/contract/work`; import from there.

export const ORG_TYPES = [
  'COMPANY',
  'STARTUP',
  'NGO',
  'NON_PROFIT',
  'GOVERNMENT',
  'EDUCATIONAL',
  'HEALTHCARE',
  'OTHER',
] as const;
export const ORG_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const INDUSTRIES = [
  'Technology',
  'Finance',
  'Healthcare',
  'Education',
  'Manufacturing',
  'Retail',
  'Hospitality',
  'Consulting',
  'Media & Entertainment',
  'Real Estate',
  'Transportation',
  'Agriculture',
  'Energy',
  'Construction',
  'Other',
] as const;
export const MEMBER_ROLES = [
  'CEO',
  'CTO',
  'CFO',
  'COO',
  'FOUNDER',
  'CO_FOUNDER',
  'PRESIDENT',
  'VICE_PRESIDENT',
  'DIRECTOR',
  'MANAGER',
  'SENIOR_MANAGER',
  'TEAM_LEAD',
  'EMPLOYEE',
  'SENIOR_EMPLOYEE',
  'CONTRACTOR',
  'INTERN',
  'CONSULTANT',
  'CLIENT',
  'CUSTOM',
] as const;
export const CREATOR_ROLES = ['CEO', 'CTO', 'CFO', 'FOUNDER', 'CO_FOUNDER', 'DIRECTOR', 'MANAGER'] as const;
/**
 * The self-service role request list (02 §3): OWNER and ADMIN, then the member roles with MEMBER
 * after SENIOR_EMPLOYEE.
 */
export const REQUESTABLE_ROLES = [
  'OWNER',
  'ADMIN',
  ...MEMBER_ROLES.flatMap((role) => (role === 'SENIOR_EMPLOYEE' ? [role, 'MEMBER' as const] : [role])),
] as const;
export const CHANGE_REQUEST_TYPES = [
  'ROLE_CHANGE',
  'DEPARTMENT_CHANGE',
  'TEAM_CHANGE',
  'JOB_TITLE_CHANGE',
  'PERMISSIONS_CHANGE',
] as const;
export const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
/** The role a member gets when their join request is approved (02 §4). */
export const JOINED_ROLE = 'Member';
