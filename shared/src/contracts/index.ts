/**
 * Runtime-neutral contracts (zod/mini schemas and pure rules) shared by the apps and the edge
 * functions. Importable as `shared/contracts` from Deno: nothing here may import React, the
 * DOM or app code, and relative imports in this module graph carry their `.ts` extension
 * (Deno, as deployed, does not resolve extensionless paths; `allowImportingTsExtensions` is on
 * in tsconfig.base.json for the apps).
 */

export * from './account.ts';
export * from './account-deletion.ts';
export * from './amount-in-words.ts';
export * from './catalog.ts';
export * from './catalog-params.ts';
export * from './catalog-schemas.ts';
export * from './checkout.ts';
export * from './compare.ts';
export * from './delivery.ts';
export * from './discount-request.ts';
export * from './display-number.ts';
export * from './game-load.ts';
export * from './india-time.ts';
export * from './indian-number.ts';
export * from './invoices.ts';
export * from './lifecycle.ts';
export * from './payments.ts';
export * from './pincode.ts';
export * from './price-phrase.ts';
export * from './profile.ts';
export * from './repair.ts';
export * from './returns.ts';
export * from './seller.ts';
export * from './seller-policy.ts';
export * from './shared-exports.ts';
export * from './staff-shop.ts';
export * from './support.ts';
export * from './widgets.ts';
