/** mf_catalog `./SearchBox`: the header's search box and the mobile search drawer's content. */
export { SearchBox as default } from '../features/search-box/SearchBox';
