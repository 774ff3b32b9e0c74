export { fetchInvitation } from './api/onboarding-api.ts';
export { NoInvitation } from './components/no-invitation.tsx';
export { InvitationSummary } from './components/invitation-summary.tsx';
export { OnboardingDone } from './components/onboarding-done.tsx';
export { PreparingAccount } from './components/preparing-account.tsx';
export { RegisterForm } from './components/register-form.tsx';
export { useAutoLogin } from './hooks/use-auto-login.ts';
export { useInvitationCode } from './hooks/use-invitation-code.ts';
