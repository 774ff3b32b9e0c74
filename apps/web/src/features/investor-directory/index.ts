export { InvestorDirectory } from './components/investor-directory.tsx';
export { InvestorDetail, useInvestorName } from './components/investor-detail.tsx';
