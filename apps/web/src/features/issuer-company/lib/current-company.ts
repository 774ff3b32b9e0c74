import type { Company } from '@dl/contracts';
import { useSearchParams } from 'react-router';
import { useCompanies } from '../api/companies.ts';
import { useFidId } from './use-fid-id.ts';

/** The address keeps the chosen company: `?company=<id>`. */
const COMPANY_PARAM = 'company';

/** The company a screen acts for: the one in the address if the caller is its member, else the first. */
function pickCompany(companies: readonly Company[], chosen: string | null): Company | null {
  return companies.find((c) => c.id === chosen) ?? companies[0] ?? null;
}

/**
 * The issuer's company context: its companies (GET companies), the current one and a way to choose
 * another one (kept in the URL query `company=` so that a link or a reload keeps it).
 */
export function useCurrentCompany() {
  const fidId = useFidId();
  const companies = useCompanies(fidId);
  const [params, setParams] = useSearchParams();
  const list = companies.data ?? [];
  const company = pickCompany(list, params.get(COMPANY_PARAM));
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(COMPANY_PARAM, id);
        return next;
      },
      { replace: true },
    );
  return { fidId, companies, list, company, choose };
}
