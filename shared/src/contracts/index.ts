/**
 * Runtime-neutral contracts (zod/mini schemas and pure rules) shared by the apps and the edge
 * functions. Importable as `shared/contracts` from Deno: nothing here may import React, the
 * DOM or app code.
 */
export {};
