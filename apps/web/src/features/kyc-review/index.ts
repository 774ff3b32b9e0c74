export { useKycSubmission, useRevealAnswer } from './api/kyc.ts';
export { KycDecisionPanel } from './components/kyc-decision-panel.tsx';
export { KycQueue } from './components/kyc-queue.tsx';
