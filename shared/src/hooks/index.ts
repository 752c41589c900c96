export * from './useCopyToClipboard';
export * from './useDebouncedValue';
export * from './useMediaQuery';
