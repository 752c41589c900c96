export * from './format';
export * from './in-page-navigation';
export * from './pagination';
export * from './price';
export * from './product-image';
export * from './rating';
export * from './support-chat';
export * from './text';
