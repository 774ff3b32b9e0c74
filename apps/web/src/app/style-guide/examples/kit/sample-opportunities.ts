export interface SampleOpportunity {
  id: string;
  name: string;
  issuer: string;
  opportunity_type: 'PRIMARY' | 'SECONDARY';
  status: 'Published' | 'Pending Review' | 'Closed';
  size: number;
  minimum: number;
  end_date: string;
}

const NAMES = [
  ['Helios Solar Fund II', 'Helios Energy Partners'],
  ['Northwind Logistics Series B', 'Northwind Logistics Inc.'],
  ['Atlas Robotics Secondary', 'Atlas Robotics Corp.'],
  ['Beacon Health SPV', 'Beacon Health Holdings'],
  ['Cobalt Battery Materials', 'Cobalt Materials LLC'],
  ['Fjord Biosciences Series D', 'Fjord Biosciences AS'],
  ['Evergreen AgTech Seed', 'Evergreen AgTech Inc.'],
  ['Delta Freight Credit Fund', 'Delta Credit Advisors'],
  ['Quarry Data Centers', 'Quarry Infrastructure'],
  ['Lumen Fintech Series A', 'Lumen Payments Ltd.'],
  ['Harbor Real Estate Fund IV', 'Harbor Property Group'],
  ['Sable Cybersecurity', 'Sable Security Inc.'],
] as const;
const STATUSES = ['Published', 'Published', 'Pending Review', 'Closed'] as const;

export const SAMPLE_OPPORTUNITIES: SampleOpportunity[] = NAMES.map(([name, issuer], i) => ({
  id: `opp-${i + 1}`,
  name,
  issuer,
  opportunity_type: i % 3 === 2 ? 'SECONDARY' : 'PRIMARY',
  status: STATUSES[i % STATUSES.length] ?? 'Published',
  size: 2_500_000 * (1 + ((i * 7) % 60)),
  minimum: [10_000, 25_000, 50_000, 100_000, 250_000][i % 5] ?? 25_000,
  end_date: `2026-${String((i % 9) + 4).padStart(2, '0')}-${String(((i * 5) % 27) + 1).padStart(2, '0')}`,
}));
