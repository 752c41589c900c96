export * from './config/runtime-config';
export * from './contracts/remotes';
export * from './events/bus';
export * from './session/store';
export * from './supabase/client';
export * from './ui';
export * from './app/StandaloneApp';
export * from './seo/page-meta';
