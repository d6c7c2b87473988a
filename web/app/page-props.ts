/**
 * What the router hands every page. Its own module, not routes.tsx: routes.tsx lazy-imports the pages,
 * so pages importing it closed an import circle (issue 18).
 */
export interface PageProps {
  /** The company id from the path; 0 for unscoped pages. */
  companyId: number;
}
