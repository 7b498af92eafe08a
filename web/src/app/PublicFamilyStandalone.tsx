import { useSearchParams } from 'react-router';
import { PublicFamilyView } from '../features/family/PublicFamilyView.tsx';
import { PublicHeader } from './PublicHeader.tsx';

/**
 * A family's share link (/family/family-public-view?id=…) opened without an account: the public
 * view the API serves without a token, as an organization's public page is (issue 32 item 7).
 */
export function PublicFamilyStandalone() {
  const [params] = useSearchParams();
  return (
    <main className="min-h-screen bg-canvas">
      <PublicHeader />
      <div className="mx-auto max-w-4xl p-4">
        <PublicFamilyView familyId={params.get('id') ?? ''} signedIn={false} />
      </div>
    </main>
  );
}
