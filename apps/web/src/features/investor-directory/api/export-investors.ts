import { buildPath, exportInvestorsRoute, type InvestorFilters } from '@dl/contracts';
import { authorizedFetch, errorOf } from './authorized-fetch.ts';

/** The CSV of the investors matching `filters` (`GET fid-admin/investors/export`), saved by the browser. */
export async function downloadInvestorsCsv(fidId: string, filters: InvestorFilters): Promise<void> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  const path = `${buildPath(exportInvestorsRoute.url, { fidId })}${query ? `?${query}` : ''}`;
  const response = await authorizedFetch(path, { headers: { Accept: 'text/csv' } });
  if (!response.ok) throw await errorOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'investors.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
