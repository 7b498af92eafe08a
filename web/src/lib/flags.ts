/** Per-user flags kept in the browser (spec §3): onboarding completed, gender question asked. */
const key = (name: 'onboarding-completed' | 'gender-asked', userId: string) => `krug.${name}.${userId}`;

export const flags = {
  onboardingDone: (userId: string) => localStorage.getItem(key('onboarding-completed', userId)) === 'true',
  setOnboardingDone: (userId: string) => localStorage.setItem(key('onboarding-completed', userId), 'true'),
  genderAsked: (userId: string) => localStorage.getItem(key('gender-asked', userId)) === 'true',
  setGenderAsked: (userId: string) => localStorage.setItem(key('gender-asked', userId), 'true'),
};
