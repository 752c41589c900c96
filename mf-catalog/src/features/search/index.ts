/** What the search feature offers other features (the header search box, browsing). */
export { autocompleteCall, autocompleteQueryOptions } from './api/get-autocomplete';
export { didYouMean, searchSuggestionsQueryOptions } from './api/get-search-suggestions';
export { splitList } from './lib/search-params';
