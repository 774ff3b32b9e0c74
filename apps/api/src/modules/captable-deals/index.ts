export { DEAL_EXEMPTION, draftIssuanceForInvestment } from './draft-from-investment.ts';
