/** The policy pages (docs/product.md#seller-and-policies): the shell's own, public, server-rendered. */
export {
  AboutSellerPage,
  GrievanceOfficerPage,
  PrivacyPage,
  ReturnsPage,
  ShippingPage,
  TermsPage,
  WarrantyPage,
} from './pages/PolicyPages';
