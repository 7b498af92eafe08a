import type { ReactNode } from 'react';
import { Avatar } from '../../ui/Avatar.tsx';

interface Props {
  name: string;
  bannerUrl: string | null | undefined;
  avatarUrl: string | null | undefined;
  /** Facts under the name (members, city, creation date). */
  facts?: ReactNode;
  /** Buttons under the name and facts. */
  actions?: ReactNode;
  /** A control on the banner (change the banner). */
  bannerAction?: ReactNode;
  /** A control on the avatar's corner (change the avatar). */
  avatarAction?: ReactNode;
  children?: ReactNode;
}

/**
 * A family's profile header, as on VK or Facebook: the banner, the avatar overlapping its bottom
 * edge, and the name with its facts below the banner (never on it), so they read on any banner.
 */
export function FamilyHeader({
  name,
  bannerUrl,
  avatarUrl,
  facts,
  actions,
  bannerAction,
  avatarAction,
  children,
}: Props) {
  return (
    <header>
      <div
        data-testid="family-banner"
        className="relative h-36 bg-gradient-to-r from-emerald-500 to-sky-500 sm:h-52"
      >
        {bannerUrl ? <img src={bannerUrl} alt="" className="h-full w-full object-cover" /> : null}
        {bannerAction}
      </div>
      <div className="flex flex-col gap-3 px-4 sm:flex-row sm:items-start sm:gap-5 sm:px-6">
        <div className="relative -mt-12 shrink-0 self-start">
          <Avatar src={avatarUrl} name={name} size="xl" className="ring-4 ring-surface" />
          {avatarAction}
        </div>
        <div className="min-w-0 flex-1 sm:pt-3">
          <h1 className="text-2xl font-semibold break-words text-fg">{name}</h1>
          {facts ? (
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-subtle">{facts}</p>
          ) : null}
          {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      </div>
      {children}
    </header>
  );
}
