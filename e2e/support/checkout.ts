/**
 * Checkout journeys: the cart, profile and catalogue reached directly as a signed-in user (Node
 * supabase-js against the e2e stack), so a test can seed 20 cart lines or a complete profile
 * without driving the UI for it.
 */
import { expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ANON_KEY } from '../../supabase/local/src/keys';
import type { TestUser } from './session';
import { apiUrl } from './stack';

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by the e2e helpers');
  }
}

/** A guest's client of the e2e stack (Node has no WebSocket: realtime is never used here). */
function guestClient(): SupabaseClient {
  return createClient(apiUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  });
}

/** A client signed in as `user`. */
export async function clientAs(user: TestUser): Promise<SupabaseClient> {
  const supabase = guestClient();
  const { error } = await supabase.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw new Error(`sign in ${user.email}: ${error.message}`);
  return supabase;
}

export interface SeedProduct {
  product_id: string;
  slug: string;
  name: string;
  discount_price: number;
}

/** Active products with stock, in a stable order (the seed's catalogue). */
export async function productsInStock(supabase: SupabaseClient, count: number): Promise<SeedProduct[]> {
  const { data, error } = await supabase
    .from('products')
    .select('product_id, slug, name, discount_price')
    .gte('stock_units', 10)
    .lt('discount_price', 20000)
    .order('slug')
    .limit(count);
  if (error) throw new Error(`products: ${error.message}`);
  if (!data || data.length < count) throw new Error(`only ${data?.length ?? 0} products in stock`);
  return data as SeedProduct[];
}

/** An active product in stock that sells for more than `price` (a price-match offer's product). */
export async function productAbove(supabase: SupabaseClient, price: number): Promise<SeedProduct> {
  const { data, error } = await supabase
    .from('products')
    .select('product_id, slug, name, discount_price')
    .gte('stock_units', 10)
    .gt('discount_price', price)
    .order('discount_price')
    .order('slug')
    .limit(1);
  if (error) throw new Error(`products: ${error.message}`);
  const [product] = (data ?? []) as SeedProduct[];
  if (!product) throw new Error(`no product in stock above ${price}`);
  return product;
}

/**
 * What the product page's quantity field does with a typed amount above what can be bought: the
 * value it stops at (99, or the units in stock when fewer) and its toast.
 */
export async function quantityLimitOf(slug: string): Promise<{ max: number; message: string }> {
  const { data, error } = await guestClient()
    .from('products')
    .select('stock_units')
    .eq('slug', slug)
    .single<{ stock_units: number }>();
  if (error) throw new Error(`stock of ${slug}: ${error.message}`);
  return data.stock_units >= 99
    ? { max: 99, message: 'Maximum quantity is 99' }
    : { max: data.stock_units, message: `Only ${data.stock_units} left in stock.` };
}

/** POST to the `cart` function, as the product page's button does. */
export async function addToCartApi(
  supabase: SupabaseClient,
  productId: string,
  quantity = 1,
): Promise<unknown[]> {
  const { data, error } = await supabase.functions.invoke('cart', {
    method: 'POST',
    body: { product_uuid: productId, quantity },
  });
  if (error) throw new Error(`cart add: ${error.message}`);
  return data as unknown[];
}

/** A profile complete for ordering, in Mumbai (PIN 400001, serviceable). */
export async function saveMumbaiProfile(supabase: SupabaseClient, userId: string): Promise<void> {
  const { error } = await supabase.from('user_profiles').upsert({
    user_id: userId,
    name: 'Asha Rao',
    mobile: '9876543210',
    address: {
      line1: '12 Marine Drive',
      line2: '',
      city: 'Mumbai',
      state: 'Maharashtra',
      zip: '400001',
      country: 'India',
    },
  });
  if (error) throw new Error(`profile: ${error.message}`);
}

/** A toast in the shell's top-centre region; toasts stack, so any of them. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(text).first()).toBeVisible();
}

/**
 * Picks cash on delivery on the order summary (Pay online is the default): journeys whose point is
 * not the payment place their orders this way. The payment journeys are payments*.spec.ts.
 */
export async function payOnDelivery(page: Page): Promise<void> {
  const cod = page.getByRole('main').getByRole('radio', { name: 'Cash on delivery' });
  await cod.check();
  await expect(cod).toBeChecked();
}
