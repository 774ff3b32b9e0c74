const FIRST = ['Avery', 'Blake', 'Casey', 'Dana', 'Elliot', 'Finley', 'Harper', 'Jordan', 'Kendall', 'Logan'];
const LAST = ['Adams', 'Brooks', 'Chen', 'Diaz', 'Evans', 'Foster', 'Garcia', 'Hughes', 'Ito', 'Khan'];
const ENTITY = ['Capital LLC', 'Family Office', 'Ventures LP', 'Holdings Inc.', 'Revocable Trust'];
const CITY = ['New York', 'Austin', 'Chicago', 'Denver', 'Miami', 'Seattle', 'Boston', 'Toronto'];
const STATUS = ['Approved', 'KYC', 'Form', 'Open', 'Sent', 'Denied'] as const;

export interface SampleInvestor {
  id: string;
  name: string;
  city: string;
  status: (typeof STATUS)[number];
  commitment: number;
}

/** Deterministic investors: people and the entities they invest through. */
export function sampleInvestors(count: number): SampleInvestor[] {
  return Array.from({ length: count }, (_, i) => {
    const person = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
    const round = Math.floor(i / (FIRST.length * LAST.length));
    const name = i % 3 === 2 ? `${person.split(' ')[1]} ${ENTITY[i % ENTITY.length]}` : person;
    return {
      id: `inv-${i + 1}`,
      name: round > 0 ? `${name} ${round + 1}` : name,
      city: CITY[(i * 7) % CITY.length] ?? 'New York',
      status: STATUS[(i * 5) % STATUS.length] ?? 'Approved',
      commitment: 25_000 * (1 + ((i * 13) % 40)),
    };
  });
}
