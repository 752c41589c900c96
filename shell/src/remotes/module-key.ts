/**
 * The key of a remote module in the server's list of rendered modules ('mf_catalog/./routes').
 * Dependency-free: the entry chunk reads that list (route-preload.ts).
 */
export const moduleKey = (remote: string, module: string): string => `${remote}/${module}`;
