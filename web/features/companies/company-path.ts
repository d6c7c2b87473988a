const companyPath = /^\/([a-z-]+)\/(\d{1,9})(?=\/|$)/;

/** The company id in a path like /email-logs-new/2, or null on pages without one (/users). */
export function companyIdInPath(path: string): number | null {
  const match = companyPath.exec(path);
  const id = match ? Number(match[2]) : 0;
  return id > 0 ? id : null;
}

/** The same page for another company; paths without an id stay as they are. */
export function withCompanyId(path: string, id: number): string {
  return companyPath.test(path) ? path.replace(companyPath, `/$1/${id}`) : path;
}
