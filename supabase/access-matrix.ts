/**
 * THE declared access of every table, view and function of the `public` schema: who may do what.
 *
 * EVERY MIGRATION THAT ADDS (OR RENAMES) A TABLE, VIEW OR FUNCTION IN `public` MUST ADD ITS ROW
 * HERE, in the same commit. `tests/db/rls-matrix.test.ts` reads the objects from the database
 * catalogue, tries every action as a guest (anon), shopper A, shopper B and a staff member (and the
 * service role where a row declares it), and
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
  /**
   * The service role (the edge functions' key; it bypasses row-level security) on any row. Tried
   * only where declared: for tables written only through functions, to prove that not even the
   * service role writes them directly.
   */
  service?: Actions;
}

/** A table or view that is the same for everyone (the catalogue), or nobody's through the API. */
export interface SharedAccess {
  kind: 'shared';
  anon: Actions;
  shopper: Actions;
  staff: Actions;
  /** The service role, where declared (see OwnedAccess.service). */
  service?: Actions;
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
 * - `service`: the service role only (the edge functions' server side: the e-mail sender, the
 *   payment webhooks and jobs); no execute grant to anon or authenticated (the test calls it as a
 *   shopper and as staff, both refused, and as the service role, which must work);
 * - `trigger`: a trigger function (returns trigger; cannot be called directly);
 * - `internal`: nobody through the API, not even the service role.
 *
 * The service role may execute every function declared `anon`, `shopper`, `staff` or `service`
 * (a shopper's function still refuses it when it needs a user), and no `internal` one.
 */
export type FunctionAccess = 'anon' | 'shopper' | 'staff' | 'service' | 'trigger' | 'internal';

const catalogue: SharedAccess = { kind: 'shared', anon: 's', shopper: 's', staff: 's' };
const readOwn = (owner = 'user_id'): OwnedAccess => ({
  kind: 'owned',
  owner,
  anon: '',
  own: 's',
  other: '',
  staff: '',
});
/** The owner of a row that belongs to an order. */
const ORDER_OWNER = '(select o.user_id from public.orders o where o.id = order_id)';

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
    // The seller's details: public (docs/product.md#seller-and-policies); staff correct them.
    seller_profile: { kind: 'shared', anon: 's', shopper: 's', staff: 'su' },
    // Delivery zones of the service area: reference data (docs/product.md#catalogue-and-search).
    delivery_zones: catalogue,
    // GST reference data (16_invoices.sql): state codes and the services' SAC codes.
    gst_states: catalogue,
    service_tax_codes: catalogue,
    // Tax invoices and credit notes (docs/product.md#tax-invoices): issued by triggers, read by the
    // order's owner and staff, written by nobody through the API (not even the service role).
    tax_documents: {
      kind: 'owned',
      owner: 'user_id',
      anon: '',
      own: 's',
      other: '',
      staff: 's',
      service: 's',
    },
    tax_document_lines: {
      kind: 'owned',
      owner: '(select d.user_id from public.tax_documents d where d.id = document_id)',
      anon: '',
      own: 's',
      other: '',
      staff: 's',
      service: 's',
    },
    // Discount codes are checked by validate_discount_code / place_order only.
    discount_codes: { kind: 'shared', anon: '', shopper: '', staff: '' },

    // A shopper's own data: read their own rows, written only through security-definer RPCs.
    user_profiles: { kind: 'owned', owner: 'user_id', anon: '', own: 'siud', other: '', staff: '' },
    cart_items: readOwn(),
    wishlist_items: readOwn(),
    orders: readOwn(),
    order_items: readOwn(ORDER_OWNER),
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
    // Returns and replacements (20_returns.sql): asked and withdrawn through RPCs, moved by staff's.
    return_requests: { kind: 'owned', owner: 'user_id', anon: '', own: 's', other: '', staff: 's' },
    // A staff member sees their own row; nobody lists or writes staff through the API.
    staff: readOwn(),
    // The history of orders and requests (20261127000100_item_lifecycle.sql): append-only, written
    // by triggers only; the owner reads their items' events, staff read all.
    item_events: { kind: 'owned', owner: 'user_id', anon: '', own: 's', other: '', staff: 's', service: 's' },
    // Payments (13_payments.sql): written only by the payment functions, never directly, not even
    // by the service role. Staff read every payment event (the shopper sees payments through the
    // order and its timeline); the owner and staff read an order's refunds.
    payment_events: {
      kind: 'owned',
      owner: ORDER_OWNER,
      anon: '',
      own: '',
      other: '',
      staff: 's',
      service: 's',
    },
    payment_refunds: {
      kind: 'owned',
      owner: ORDER_OWNER,
      anon: '',
      own: 's',
      other: '',
      staff: 's',
      service: 's',
    },
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
    delivery_estimate: 'anon',
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
    add_price_match_to_cart: 'shopper',
    // The catalogue's version (18_shop_admin.sql): page servers ask it as guests.
    get_catalogue_version: 'anon',
    // Lifecycle and staff console (20261127000100_item_lifecycle.sql, 20261127000200_staff_console.sql).
    get_item_events: 'shopper',
    staff_transition: 'staff',
    staff_assign_repair: 'staff',
    staff_set_repair_notes: 'staff',
    staff_send_discount_offer: 'staff',
    staff_set_order_tracking: 'staff',
    moderate_reviews: 'staff',
    staff_list_items: 'staff',
    // The e-mail sender's (service role only).
    claim_email_outbox: 'service',
    finish_email_outbox: 'service',
    // Payments (13_payments.sql). The shopper's: what Checkout needs to pay an order of theirs, and
    // cancelling their own order before it ships.
    payable_order: 'shopper',
    cancel_my_order: 'shopper',
    // Staff's: refunds, an order's payment, the day's money.
    staff_refund_order: 'staff',
    staff_order_payment: 'staff',
    staff_list_payments: 'staff',
    // Tax invoices: one document through the caller's rights; the month's GST summary for staff.
    get_tax_document: 'shopper',
    staff_gst_summary: 'staff',
    // Deleting one's own account (17_account_deletion.sql).
    delete_my_account: 'shopper',
    // Returns and replacements (20_returns.sql): the shopper's own, and staff's steps with money.
    order_return_options: 'shopper',
    request_return: 'shopper',
    cancel_my_return: 'shopper',
    staff_receive_return: 'staff',
    staff_complete_return: 'staff',
    // Running the shop (18_shop_admin.sql): staff only; the live offers are everyone's.
    staff_upsert_product: 'staff',
    staff_get_product: 'staff',
    staff_adjust_stock: 'staff',
    staff_list_stock_adjustments: 'staff',
    staff_list_products: 'staff',
    staff_upsert_discount_code: 'staff',
    staff_list_discount_codes: 'staff',
    staff_dashboard: 'staff',
    staff_set_product_images: 'staff',
    get_available_offers: 'anon',
    // The edge functions' (orders, verify-payment, razorpay-webhook, payments-sweep): Razorpay's
    // signed word and the payment jobs, service role only.
    attach_razorpay_order: 'service',
    apply_payment_event: 'service',
    expire_payment_holds: 'service',
    claim_payment_refunds: 'service',
    finish_payment_refund: 'service',
  },
};
