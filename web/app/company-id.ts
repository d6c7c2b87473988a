import { DEFAULT_COMPANY_ID } from '@common/constants';
import { useLocation } from 'wouter';

const companyPath = /^\/[a-z-]+\/(\d+)(?:\/|$)/;

/** Spec §2: the company id comes from the path (name-new/{digits} and the old pages), default 1. */
export function companyIdFromPath(path: string): number {
  const match = companyPath.exec(path);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : DEFAULT_COMPANY_ID;
}

export function useCompanyIdFromPath(): number {
  const [path] = useLocation();
  return companyIdFromPath(path);
}
