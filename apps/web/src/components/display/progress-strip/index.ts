export { InvestorProgressStrip, type InvestorProgressStripProps } from './investor-progress-strip.tsx';
export {
  INVESTOR_PROGRESS_STEPS,
  type InvestmentProgress,
  type ProgressStep,
  progressSteps,
} from './progress-steps.ts';
