export interface BuildTarget {
  output: string;
  sources: string[];
}
export const targets: { web: BuildTarget; server: BuildTarget };
export function isStale(root: string, target: BuildTarget): boolean;
export function buildIfStale(): boolean;
export function buildServer(): boolean;
