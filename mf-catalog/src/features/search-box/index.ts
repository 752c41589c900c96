export { MIN_CHARS_HINT, SearchBox } from './SearchBox';
export { optionPath, productPath, type SearchOption, searchPath } from './search-options';
