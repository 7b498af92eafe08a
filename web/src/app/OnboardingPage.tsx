import { useNavigate } from 'react-router';
import { useSession, useUser } from '../features/auth/session.tsx';
import { OnboardingWizard } from '../features/onboarding/OnboardingWizard.tsx';
import { takeReturnTo } from './return-to.ts';

export function OnboardingPage() {
  const user = useUser();
  const { refresh } = useSession();
  const navigate = useNavigate();
  return (
    <OnboardingWizard
      userId={user.id}
      reload={refresh}
      onDone={() => navigate(takeReturnTo('/family/wall'), { replace: true })}
    />
  );
}
