export * from './useCopyToClipboard';
export * from './useDebouncedValue';
export * from './useLinkedItem';
export * from './useMediaQuery';
