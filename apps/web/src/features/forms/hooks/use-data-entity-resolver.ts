import { dataEntityNames, type FormOption, type FormTemplate, type OptionResolver } from '@dl/domain';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dataEntityQuery } from '../api/form-queries.ts';

/**
 * The options of the template's data-entity fields (`entity` / `entity_common`), loaded once each.
 * A list still loading (or that failed) is unknown: the renderer lets that answer be typed and the
 * server, which holds the list, checks it.
 */
export function useDataEntityResolver(fidId: string | null, template: FormTemplate | undefined): OptionResolver {
  const names = useMemo(() => (template ? dataEntityNames(template) : []), [template]);
  const results = useQueries({
    queries: names.map(({ name, base }) => ({ ...dataEntityQuery(fidId ?? '', name, base), enabled: Boolean(fidId) })),
  });
  const lists = results.map((r) => r.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new resolver only when a list arrives
  return useMemo(() => {
    const byKey = new Map<string, readonly FormOption[]>();
    names.forEach(({ name, base }, i) => {
      const list = lists[i];
      if (list) byKey.set(`${base}:${name}`, list);
    });
    return { entity: (name, base) => byKey.get(`${base}:${name}`) };
  }, [names, ...lists]);
}
