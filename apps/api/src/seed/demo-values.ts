import {
  CAPTABLE_ROLES,
  FIDUCIARY_ROLES,
  INVESTOR_FIDUCIARY_ROLES,
  ISSUER_ROLES,
  type OpportunityLifecycle,
  PROVIDER_ROLES,
} from '@dl/domain';

export const DEMO_PASSWORD = 'Demo!2345';
export const DEMO_FIDUCIARY = { slug: 'demo', name: 'Demo Fiduciary Trust', mpid: 'DEMO' } as const;
export const DEMO_HOSTS = ['localhost', '127.0.0.1'] as const;

export interface DemoUser {
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  /** Investing entity the role acts for, by key of DEMO_ENTITIES. */
  entity?: keyof typeof DEMO_ENTITIES;
  /** Issuer the role acts for, by index in DEMO_ISSUERS. */
  issuer?: number;
}

export const DEMO_ENTITIES = {
  avery: { name: 'Avery Investor', type: 'INDIVIDUAL' },
  harbor: { name: 'Harbor Family Office LLC', type: 'ENTITY' },
} as const;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'investor@demo.test',
    first_name: 'Avery',
    last_name: 'Investor',
    role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR,
    entity: 'avery',
  },
  {
    email: 'investor-admin@demo.test',
    first_name: 'Morgan',
    last_name: 'Harbor',
    role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR_ADMIN,
    entity: 'harbor',
  },
  {
    email: 'viewer@demo.test',
    first_name: 'Riley',
    last_name: 'Viewer',
    role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER,
    entity: 'harbor',
  },
  { email: 'issuer@demo.test', first_name: 'Jordan', last_name: 'Founder', role: ISSUER_ROLES.ISSUER_ADMIN, issuer: 0 },
  // One of each issuer role a person works in (ADR 0030), for the issuer portal's role matrix.
  {
    email: 'issuer-editor@demo.test',
    first_name: 'Elliot',
    last_name: 'Drafts',
    role: ISSUER_ROLES.ISSUER_EDITOR,
    issuer: 0,
  },
  {
    email: 'issuer-signer@demo.test',
    first_name: 'Sam',
    last_name: 'Countersign',
    role: ISSUER_ROLES.ISSUER_AUTHORIZED_SIGNATORY,
    issuer: 0,
  },
  {
    email: 'issuer-viewer@demo.test',
    first_name: 'Robin',
    last_name: 'Reads',
    role: ISSUER_ROLES.ISSUER_VIEWER,
    issuer: 0,
  },
  {
    email: 'issuer-approver@demo.test',
    first_name: 'Alex',
    last_name: 'Checks',
    role: ISSUER_ROLES.ISSUER_OPPORTUNITY_APPROVER,
    issuer: 0,
  },
  { email: 'fid-admin@demo.test', first_name: 'Casey', last_name: 'Trustee', role: FIDUCIARY_ROLES.FIDUCIARY_ADMIN },
  // One of each fund-admin role a person works in (ADR 0026), for the role matrix and the portal's e2e.
  { email: 'kyc@demo.test', first_name: 'Kendall', last_name: 'Review', role: FIDUCIARY_ROLES.KYC_APPROVER },
  {
    email: 'approver@demo.test',
    first_name: 'Parker',
    last_name: 'Approve',
    role: FIDUCIARY_ROLES.OPPORTUNITY_APPROVER,
  },
  { email: 'deals@demo.test', first_name: 'Drew', last_name: 'Execute', role: FIDUCIARY_ROLES.DEAL_EXECUTOR },
  {
    email: 'signatory@demo.test',
    first_name: 'Sidney',
    last_name: 'Signer',
    role: FIDUCIARY_ROLES.FIDUCIARY_AUTHORIZED_SIGNATORY,
  },
  { email: 'fid-editor@demo.test', first_name: 'Emery', last_name: 'Editor', role: FIDUCIARY_ROLES.FIDUCIARY_EDITOR },
  {
    email: 'fid-viewer@demo.test',
    first_name: 'Vesper',
    last_name: 'Watch',
    role: FIDUCIARY_ROLES.FIDUCIARY_ADMIN_VIEWER,
  },
  { email: 'provider@demo.test', first_name: 'Taylor', last_name: 'Provider', role: PROVIDER_ROLES.TRELLIS_ADMIN },
  {
    email: 'provider-super@demo.test',
    first_name: 'Sasha',
    last_name: 'Superadmin',
    role: PROVIDER_ROLES.TRELLIS_SUPERADMIN,
  },
  { email: 'operator@demo.test', first_name: 'Orin', last_name: 'Operator', role: PROVIDER_ROLES.TRELLIS_OPERATOR },
  {
    email: 'captable@demo.test',
    first_name: 'Quinn',
    last_name: 'Ledger',
    role: CAPTABLE_ROLES.CAPTABLE_ADMIN,
    issuer: 0,
  },
  {
    email: 'captable-editor@demo.test',
    first_name: 'Elliot',
    last_name: 'Drafts',
    role: CAPTABLE_ROLES.CAPTABLE_EDITOR,
    issuer: 0,
  },
  {
    email: 'captable-viewer@demo.test',
    first_name: 'Vivian',
    last_name: 'Looks',
    role: CAPTABLE_ROLES.CAPTABLE_VIEWER,
    issuer: 0,
  },
  {
    email: 'holder@demo.test',
    first_name: 'Hana',
    last_name: 'Holder',
    role: CAPTABLE_ROLES.HOLDER,
    issuer: 0,
  },
];

export const DEMO_ISSUERS = [
  {
    name: 'Northwind Robotics',
    stage: 'Series A',
    market: 'Industrials',
    sector: 'Automation',
    industry: 'Industrial Machinery',
    structure: 'Corporation',
    yearFounded: 2019,
    city: 'Pittsburgh',
    province: 'PA',
  },
  {
    name: 'Helio Grid Energy',
    stage: 'Seed',
    market: 'Energy',
    sector: 'Renewables',
    industry: 'Solar and Storage',
    structure: 'LLC',
    yearFounded: 2021,
    city: 'Austin',
    province: 'TX',
  },
  {
    name: 'Cobalt Health Labs',
    stage: 'Series B',
    market: 'Healthcare',
    sector: 'Diagnostics',
    industry: 'Medical Devices',
    structure: 'Corporation',
    yearFounded: 2016,
    city: 'Boston',
    province: 'MA',
  },
  {
    name: 'Lumen Ledger Inc.',
    stage: 'Pre-Seed',
    market: 'Financials',
    sector: 'Fintech',
    industry: 'Payments',
    structure: 'Corporation',
    yearFounded: 2023,
    city: 'New York',
    province: 'NY',
  },
] as const;

/**
 * Security terms shown on a demo opportunity, by structure (spec 3 "Security terms by type number"):
 * priced preferred shares for general rounds, fund terms for funds, a SAFE for SPVs.
 */
export const DEMO_SECURITY_TERMS = {
  GENERAL: {
    type: 2,
    conversionRatio: 1,
    liquidationPreferenceMultiple: 1,
    interestRate: 0,
    dividends: 6,
    antiDilutionProtection: 'Y',
  },
  FUND: {
    type: 9,
    managementFee: 2,
    carry: 20,
    managementParticipation: 1,
    hurdleRate: 8,
    fundTerm: 10,
    administrator: 'Harbor Fund Services',
    auditor: 'Keel & Mast LLP',
    secREgistered: 'N',
  },
  SPV: {
    type: 4,
    valuationCap: '40000000',
    conversionTrigger: 'Next priced round of $5MM or more',
    conversionDiscount: 20,
  },
} as const;

/** 20 opportunities: name, short description, kind, structure, target raise, minimum, issuer index. */
/** The demo opportunity whose issuer made its tearsheet public, at a fixed id (README's demo section). */
export const DEMO_PUBLIC_TEARSHEET = {
  name: 'Northwind Series A',
  id: '7e2a4c1d-5b3f-4a6e-9c8d-2f1b0a9e8d71',
} as const;

export const DEMO_OPPORTUNITIES: ReadonlyArray<
  [
    name: string,
    shortDesc: string,
    kind: 'PRIMARY' | 'SECONDARY',
    type: 'GENERAL' | 'FUND' | 'SPV',
    size: number,
    minimum: number,
    issuer: number,
    status: OpportunityLifecycle,
  ]
> = [
  [
    'Northwind Series A',
    'Warehouse robots for mid-size 3PLs',
    'PRIMARY',
    'GENERAL',
    12_000_000,
    25_000,
    0,
    'Published',
  ],
  [
    'Northwind Series A Extension',
    'Extension to fund EU expansion',
    'PRIMARY',
    'SPV',
    4_000_000,
    10_000,
    0,
    'Published',
  ],
  [
    'Northwind Employee Tender',
    'Secondary sale of early employee shares',
    'SECONDARY',
    'GENERAL',
    1_500_000,
    5_000,
    0,
    'Published',
  ],
  ['Helio Grid Seed', 'Community solar with storage', 'PRIMARY', 'GENERAL', 3_000_000, 10_000, 1, 'Published'],
  ['Helio Grid Storage SPV', 'Battery storage sites in Texas', 'PRIMARY', 'SPV', 6_500_000, 20_000, 1, 'Published'],
  [
    'Helio Grid Project Notes',
    'Project-level convertible notes',
    'PRIMARY',
    'GENERAL',
    2_000_000,
    5_000,
    1,
    'Published',
  ],
  [
    'Cobalt Health Series B',
    'Point-of-care blood diagnostics',
    'PRIMARY',
    'GENERAL',
    30_000_000,
    50_000,
    2,
    'Published',
  ],
  ['Cobalt Health Growth Fund', 'Fund of follow-on rounds', 'PRIMARY', 'FUND', 50_000_000, 100_000, 2, 'Published'],
  ['Cobalt Health Secondary', 'Seed investor partial exit', 'SECONDARY', 'SPV', 2_500_000, 10_000, 2, 'Published'],
  ['Lumen Ledger Pre-Seed', 'Reconciliation for private funds', 'PRIMARY', 'GENERAL', 1_200_000, 2_500, 3, 'Published'],
  ['Lumen Ledger SAFE Round', 'Post-money SAFE, 20% discount', 'PRIMARY', 'GENERAL', 2_000_000, 5_000, 3, 'Published'],
  [
    'Industrial Automation Fund I',
    'Diversified automation portfolio',
    'PRIMARY',
    'FUND',
    75_000_000,
    250_000,
    0,
    'Published',
  ],
  ['Clean Energy Access SPV', 'Pooled access to Helio Grid', 'PRIMARY', 'SPV', 5_000_000, 15_000, 1, 'Published'],
  ['Diagnostics Co-Invest', 'Co-invest alongside lead fund', 'PRIMARY', 'SPV', 8_000_000, 25_000, 2, 'Published'],
  [
    'Fintech Infrastructure Fund',
    'Early-stage fintech tooling',
    'PRIMARY',
    'FUND',
    40_000_000,
    100_000,
    3,
    'Published',
  ],
  ['Northwind Venture Debt', 'Senior secured venture debt', 'PRIMARY', 'GENERAL', 10_000_000, 50_000, 0, 'Published'],
  ['Helio Grid Bridge', 'Bridge to Series A', 'PRIMARY', 'GENERAL', 1_800_000, 5_000, 1, 'Pending Review'],
  [
    'Cobalt Health Mezzanine',
    'Pre-IPO mezzanine tranche',
    'PRIMARY',
    'GENERAL',
    20_000_000,
    100_000,
    2,
    'Ready for Review',
  ],
  ['Lumen Ledger Angel Round', 'Angel round for product launch', 'PRIMARY', 'GENERAL', 750_000, 1_000, 3, 'Created'],
  [
    'Healthcare Secondaries II',
    'Secondary stakes in health startups',
    'SECONDARY',
    'FUND',
    15_000_000,
    50_000,
    2,
    'Closed',
  ],
];

/** Tags of demo opportunities, by opportunity name (opportunity_tag; entities follow them). */
export const DEMO_TAGS: Readonly<Record<string, readonly string[]>> = {
  'Northwind Series A': ['Robotics', 'Industrials'],
  'Northwind Series A Extension': ['Robotics', 'Europe'],
  'Northwind Employee Tender': ['Robotics', 'Liquidity'],
  'Helio Grid Seed': ['Climate', 'Energy'],
  'Helio Grid Storage SPV': ['Climate', 'Energy', 'Texas'],
  'Helio Grid Project Notes': ['Climate', 'Notes'],
  'Cobalt Health Series B': ['Healthcare', 'Diagnostics'],
  'Cobalt Health Growth Fund': ['Healthcare', 'Fund'],
  'Cobalt Health Secondary': ['Healthcare', 'Liquidity'],
  'Lumen Ledger Pre-Seed': ['Fintech'],
  'Lumen Ledger SAFE Round': ['Fintech', 'SAFE'],
  'Industrial Automation Fund I': ['Robotics', 'Fund'],
  'Clean Energy Access SPV': ['Climate', 'Energy'],
  'Diagnostics Co-Invest': ['Healthcare'],
  'Fintech Infrastructure Fund': ['Fintech', 'Fund'],
  'Northwind Venture Debt': ['Robotics', 'Debt'],
};
