import { isModuleKey } from '@krug/contract/modules';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { personPath } from './person-path.ts';

/**
 * A person's name or avatar as a link to their page (issue 20), in the module the viewer is in.
 * `decorative`: an avatar beside a linked name, so keyboards and screen readers meet one link.
 */
export function PersonLink({
  userId,
  children,
  className = 'hover:underline',
  decorative = false,
}: {
  userId: string;
  children: ReactNode;
  className?: string;
  decorative?: boolean;
}) {
  const { module } = useParams();
  const to = personPath(module && isModuleKey(module) ? module : 'family', userId);
  return decorative ? (
    <Link to={to} tabIndex={-1} aria-hidden="true" className={className}>
      {children}
    </Link>
  ) : (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
