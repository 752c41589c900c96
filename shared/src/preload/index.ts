/**
 * `shared/preload`: what the shell's entry runs before the apps load. Dependency-free on purpose
 * (it is part of the entry chunk of every page).
 */
export * from './answer-times';
export * from './first-screen-data';
export * from './overlay-featured';
export * from './preloaded-rpc';
