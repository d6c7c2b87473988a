import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCompanies } from '@/lib/companies';
import { resetCachesOnCompanyUpdate } from './company-events';
import { companyIdInPath, withCompanyId } from './company-path';
import { selectCompany, useSelectedCompanyId } from './company-selection';

/**
 * Mounted once in the shell. docs/product.md §4: the id in the path is the selection; the first company is
 * selected when none is chosen or the chosen one is not (or no longer) in the list. On a page with
 * an id the address decides: an unknown id is a 'Firma nicht gefunden' page (web/app/router.tsx).
 */
export function useCompanySelectionSync() {
  const [path] = useLocation();
  const queryClient = useQueryClient();
  const { data: companies, isFetching } = useCompanies();
  const selected = useSelectedCompanyId();
  const pathId = companyIdInPath(path);

  useEffect(() => {
    if (pathId !== null) selectCompany(pathId);
  }, [pathId]);

  useEffect(() => {
    // Only a fresh list decides: a cached one may not know a company created a moment ago.
    if (!companies?.length || isFetching) return;
    const current = pathId ?? selected;
    if (current !== null && companies.some((c) => c.id === current)) return;
    // An id in the address that no company has is said on the page ('Firma nicht gefunden', with a
    // link to one that exists), not quietly swapped for the first company (issue 19).
    if (pathId !== null) return;
    selectCompany(companies[0].id);
  }, [companies, isFetching, pathId, selected]);

  useEffect(() => resetCachesOnCompanyUpdate(queryClient), [queryClient]);
}

/** Choosing a company in the header: the same page for the new id, or stay where there is none. */
export function useChooseCompany() {
  const [path, navigate] = useLocation();
  return (id: number) => {
    selectCompany(id);
    const next = withCompanyId(path, id);
    if (next !== path) navigate(next);
  };
}
