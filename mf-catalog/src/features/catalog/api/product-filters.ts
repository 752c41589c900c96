// The taxonomy filters live with the RPC contracts: the shell's first-screen preload builds the
// same parameters (shared/preload).
export { type ProductFilters, toFilterParams } from 'shared/contracts';
