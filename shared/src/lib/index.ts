export * from './format';
export * from './pagination';
export * from './price';
export * from './rating';
export * from './support-chat';
export * from './text';
