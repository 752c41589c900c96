/** `./FeaturedSections`: the home page's featured carousels, one per subcategory. */
export { FeaturedSectionsList as default } from '../features/featured/components/FeaturedSectionsList';
