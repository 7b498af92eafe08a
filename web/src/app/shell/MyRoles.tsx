import { MY_ROLES_MAX } from '@krug/contract/limits';
import { Briefcase } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../features/auth/session.tsx';
import { useLabel } from '../../i18n/labels.ts';

/** "My Roles": up to five affiliations, the place and the role in it (spec §2, §9). */
export function MyRoles() {
  const { t } = useTranslation();
  const user = useUser();
  const roles = user.affiliations.slice(0, MY_ROLES_MAX);
  return (
    <section
      aria-labelledby="my-roles-title"
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
    >
      <h2 id="my-roles-title" className="mb-3 text-sm font-semibold">
        {t('shell.myRoles')}
      </h2>
      {roles.length === 0 ? (
        <p className="text-sm text-fg-subtle">
          {t('shell.myRolesEmpty')}{' '}
          <Link to="/onboarding" className="text-primary-fg underline">
            {t('shell.myRolesEdit')}
          </Link>
        </p>
      ) : (
        <RoleList roles={roles} />
      )}
    </section>
  );
}

type Affiliation = ReturnType<typeof useUser>['affiliations'][number];

/** Affiliations as "My Roles" lists them: the place, and the role in it. Also on a person's page. */
export function RoleList({
  roles,
}: {
  roles: readonly Pick<Affiliation, 'id' | 'affiliation_name' | 'user_role_in_org'>[];
}) {
  const label = useLabel();
  return (
    <ul className="flex flex-col gap-2">
      {roles.map((a) => (
        <li key={a.id} className="flex items-start gap-2 text-sm">
          <Briefcase aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-work-fg" />
          <span>
            <span className="block font-medium">{a.affiliation_name}</span>
            {a.user_role_in_org ? (
              <span className="block text-fg-subtle">{label('memberRole', a.user_role_in_org)}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
