export * from './useCopyToClipboard';
export * from './useDebouncedValue';
export * from './useHydrated';
export * from './useInView';
export * from './useLinkedItem';
export * from './useMediaQuery';
export * from './useOnline';
