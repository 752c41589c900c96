/**
 * THE declared access of every table, view and function of the `public` schema: who may do what.
 *
 * EVERY MIGRATION THAT ADDS (OR RENAMES) A TABLE, VIEW OR FUNCTION IN `public` MUST ADD ITS ROW
 * HERE, in the same commit. `tests/db/rls-matrix.test.ts` reads the objects from the database
 * catalogue, tries every action as a guest (anon), shopper A, shopper B and a staff member, and
 * fails on any difference with this file, on an object without a row and on a row naming an
 * object that no longer exists. Declare what docs/product.md allows, never what the database
 * happens to do: a difference is either a leak to fix in a migration or a declaration to correct.
 *
 * Actions are letters: s = select, i = insert, u = update, d = delete ('' = nothing).
 */

/** A subset of 'siud', in that order: '', 's', 'su', 'siud'... */
export type Actions = '' | 's' | 'si' | 'su' | 'sd' | 'siu' | 'sud' | 'siud';

/** A table or view whose rows belong to a user. */
export interface OwnedAccess {
  kind: 'owned';
  /**
   * SQL giving a row's owner (a user id), evaluated over the table's columns: `user_id`, or a
   * lookup such as `(select o.user_id from public.orders o where o.id = order_id)`.
   */
  owner: string;
  /** A guest on anyone's row. */
  anon: Actions;
  /** A shopper on their own row. */
  own: Actions;
  /** A shopper on another shopper's row. */
  other: Actions;
  /** A staff member on a shopper's row. */
  staff: Actions;
}

/** A table or view that is the same for everyone (the catalogue), or nobody's through the API. */
export interface SharedAccess {
  kind: 'shared';
  anon: Actions;
  shopper: Actions;
  staff: Actions;
  /** SQL filter choosing the sample row tried (e.g. `is_active` for products); default: any row. */
  sample?: string;
}

export type RelationAccess = OwnedAccess | SharedAccess;

/**
 * Who may execute a function through the API:
 * - `anon`: everyone (guests included);
 * - `shopper`: signed-in users only (the function takes the user from auth.uid());
 * - `staff`: signed-in users may call it, the function itself refuses non-staff (the test calls
 *   it as a shopper and as staff to prove it);
 * - `trigger`: a trigger function (returns trigger; cannot be called directly);
 * - `internal`: nobody through the API (no execute grant to anon or authenticated).
 */
export type FunctionAccess = 'anon' | 'shopper' | 'staff' | 'trigger' | 'internal';

const catalogue: SharedAccess = { kind: 'shared', anon: 's', shopper: 's', staff: 's' };
const readOwn = (owner = 'user_id'): OwnedAccess => ({
  kind: 'owned',
  owner,
  anon: '',
  own: 's',
  other: '',
  staff: '',
});

export const accessMatrix: {
  relations: Record<string, RelationAccess>;
  functions: Record<string, FunctionAccess>;
} = {
  relations: {
    // Catalogue (20261122000100_catalog.sql, 20261122000110_catalog_search.sql): read by all,
    // written only by the service role / migrations.
    categories: catalogue,
    subcategories: catalogue,
    labels: catalogue,
    products: { ...catalogue, sample: 'is_active' },
    product_images: catalogue,
    spec_definitions: catalogue,
    search_terms: catalogue,
    search_synonyms: catalogue,
    pincodes: catalogue,
    // Discount codes are checked by validate_discount_code / place_order only.
    discount_codes: { kind: 'shared', anon: '', shopper: '', staff: '' },

    // A shopper's own data: read their own rows, written only through security-definer RPCs.
    user_profiles: { kind: 'owned', owner: 'user_id', anon: '', own: 'siud', other: '', staff: '' },
    cart_items: readOwn(),
    wishlist_items: readOwn(),
    orders: readOwn(),
    order_items: readOwn('(select o.user_id from public.orders o where o.id = order_id)'),
    discount_redemptions: readOwn(),
    reviews: readOwn(),
    // Service requests: the shopper files (repair) and reads; staff read and update all.
    repairrequests: { kind: 'owned', owner: 'user_id', anon: '', own: 'si', other: '', staff: 'su' },
    game_load_requests: { kind: 'owned', owner: 'user_id', anon: '', own: 's', other: '', staff: 'su' },
    product_discount_requests: {
      kind: 'owned',
      owner: 'user_id',
      anon: '',
      own: 's',
      other: '',
      staff: 'su',
    },
    // A staff member sees their own row; nobody lists or writes staff through the API.
    staff: readOwn(),
    // The history of orders and requests (20261127000100_item_lifecycle.sql): append-only, written
    // by triggers only; the owner reads their items' events, staff read all.
    item_events: { kind: 'owned', owner: 'user_id', anon: '', own: 's', other: '', staff: 's' },
  },
  functions: {
    // Pure helpers and the staff rule.
    is_valid_profile_address: 'anon',
    is_staff: 'anon',
    set_updated_at: 'trigger',
    // Catalogue and search.
    get_product_categories_structure: 'anon',
    get_products_list: 'anon',
    count_products: 'anon',
    unified_product_search: 'anon',
    get_product_search_count: 'anon',
    get_search_filters: 'anon',
    enhanced_autocomplete_search: 'anon',
    get_search_suggestions: 'anon',
    get_product_details: 'anon',
    get_product_details_by_slug: 'anon',
    // Sitemap pages of the active catalogue (20261128000600_sitemap.sql).
    get_sitemap_products: 'anon',
    count_sitemap_products: 'anon',
    get_product_reviews: 'anon',
    count_verified_product_reviews: 'anon',
    get_average_product_rating: 'anon',
    lookup_pincode: 'anon',
    // Cart, wishlist, discounts, orders.
    get_cart: 'shopper',
    cart_add_item: 'shopper',
    cart_set_quantity: 'shopper',
    cart_remove_item: 'shopper',
    cart_clear: 'shopper',
    get_wishlist: 'shopper',
    wishlist_add_item: 'shopper',
    wishlist_remove_item: 'shopper',
    wishlist_clear: 'shopper',
    validate_discount_code: 'shopper',
    place_order: 'shopper',
    get_user_orders: 'shopper',
    // Reviews.
    get_user_review_for_product_order: 'shopper',
    get_my_unpublished_product_reviews: 'shopper',
    get_order_for_review: 'shopper',
    submit_review: 'shopper',
    moderate_review: 'staff',
    // Service requests.
    get_user_repair_requests: 'shopper',
    create_game_load_request: 'shopper',
    create_product_discount_request: 'shopper',
    get_user_game_load_requests: 'shopper',
    get_user_product_discount_requests: 'shopper',
    // Lifecycle and staff console (20261127000100_item_lifecycle.sql, 20261127000200_staff_console.sql).
    get_item_events: 'shopper',
    staff_transition: 'staff',
    staff_assign_repair: 'staff',
    staff_set_repair_notes: 'staff',
    staff_send_discount_offer: 'staff',
    staff_list_items: 'staff',
    // The e-mail sender's (service role only).
    claim_email_outbox: 'internal',
    finish_email_outbox: 'internal',
  },
};
