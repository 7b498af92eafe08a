import { isModuleKey } from '@krug/contract/modules';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUser } from '../../features/auth/session.tsx';
import { GenderModal, needsGender } from '../../features/gender/GenderModal.tsx';
import { InDevelopment } from '../InDevelopment.tsx';
import { NotFound } from '../NotFound.tsx';
import { ViewLoading } from '../ViewLoading.tsx';
import { VIEW_REGISTRY } from '../view-registry.tsx';
import { isView } from '../views.ts';
import { LeftSidebar } from './LeftSidebar.tsx';
import { RightSidebar } from './RightSidebar.tsx';
import { TopBar } from './TopBar.tsx';

/** The main shell at /:module/:view: top bar, personal cabinet, the view, the right column. */
export function Shell() {
  const { t } = useTranslation();
  const user = useUser();
  const { module = '', view = 'wall' } = useParams();
  if (!isModuleKey(module) || !isView(module, view)) return <NotFound />;
  const entry = VIEW_REGISTRY[view];
  return (
    <div className="min-h-screen">
      <TopBar module={module} />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-[14rem_1fr_18rem]">
        <div className="hidden lg:block">
          <LeftSidebar module={module} />
        </div>
        <main>
          <Suspense fallback={<ViewLoading />}>
            {entry ? entry.main(module) : <InDevelopment title={t(`views.${view}`)} />}
          </Suspense>
        </main>
        <RightSidebar>
          <Suspense fallback={null}>{entry?.aside?.(module)}</Suspense>
        </RightSidebar>
      </div>
      {needsGender(user) ? <GenderModal user={user} /> : null}
    </div>
  );
}
