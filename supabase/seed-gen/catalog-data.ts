/**
 * The seed catalogue of an Indian gaming store: taxonomy, spec definitions and product lists with
 * real-world models and INR price levels (MRP; the generator derives selling prices). Pure data:
 * the generator (catalog.ts) turns it into SQL and images.
 */

export type SpecValue = string | number | boolean | string[];
export type Specs = Record<string, SpecValue>;
export type Condition = 'new' | 'pre-owned' | 'refurbished';

export interface ProductDraft {
  name: string;
  brand: string;
  /** Label name inside the subcategory. */
  label: string;
  /** MRP in INR. */
  price: number;
  specs: Specs;
  keywords?: string[];
  /** Extra second-hand listings of the same model. */
  used?: Condition[];
  bestseller?: boolean;
  /** Discontinued: kept in the database, invisible to shoppers. */
  inactive?: boolean;
  /** Sentence added to the generated description. */
  blurb?: string;
}

export type Glyph =
  | 'console'
  | 'handheld'
  | 'laptop'
  | 'desktop'
  | 'minipc'
  | 'gpu'
  | 'cpu'
  | 'board'
  | 'ram'
  | 'ssd'
  | 'psu'
  | 'case'
  | 'fan'
  | 'monitor'
  | 'keyboard'
  | 'mouse'
  | 'headset'
  | 'controller'
  | 'pad'
  | 'mic'
  | 'game'
  | 'accessory';

export interface SubcategoryDef {
  name: string;
  glyph: Glyph;
  labels: string[];
  products: ProductDraft[];
}

export interface CategoryDef {
  name: string;
  description: string;
  /** Accent colour of the generated images. */
  color: string;
  subcategories: SubcategoryDef[];
}

export interface SpecDefinition {
  key: string;
  displayName: string;
  group: string;
  filterType: 'boolean' | 'numeric-slider' | 'checkbox' | 'array-checkbox';
  unit?: string;
  filterable?: boolean;
}

// Spec definitions, in display order -------------------------------------------------------------

export const SPEC_DEFINITIONS: SpecDefinition[] = [
  { key: 'brand', displayName: 'Brand', group: 'General', filterType: 'checkbox' },
  { key: 'platform', displayName: 'Platform', group: 'General', filterType: 'checkbox' },
  { key: 'genre', displayName: 'Genre', group: 'General', filterType: 'checkbox' },
  { key: 'edition', displayName: 'Edition', group: 'General', filterType: 'checkbox' },
  { key: 'format', displayName: 'Format', group: 'General', filterType: 'checkbox' },
  { key: 'age_rating', displayName: 'PEGI Age Rating', group: 'General', filterType: 'numeric-slider' },
  { key: 'multiplayer', displayName: 'Online Multiplayer', group: 'General', filterType: 'boolean' },
  { key: 'device_type', displayName: 'Device Type', group: 'General', filterType: 'checkbox' },
  { key: 'accessory_type', displayName: 'Accessory Type', group: 'General', filterType: 'checkbox' },
  { key: 'colour', displayName: 'Colour', group: 'General', filterType: 'checkbox' },
  { key: 'os', displayName: 'Operating System', group: 'General', filterType: 'checkbox' },
  { key: 'warranty_years', displayName: 'Warranty', group: 'General', filterType: 'checkbox', unit: 'years' },
  { key: 'processor', displayName: 'Processor', group: 'Performance', filterType: 'checkbox' },
  { key: 'gpu', displayName: 'Graphics', group: 'Performance', filterType: 'checkbox' },
  { key: 'gpu_brand', displayName: 'GPU Brand', group: 'Performance', filterType: 'checkbox' },
  { key: 'gpu_model', displayName: 'GPU Model', group: 'Performance', filterType: 'checkbox' },
  { key: 'cores', displayName: 'Cores', group: 'Performance', filterType: 'numeric-slider' },
  { key: 'threads', displayName: 'Threads', group: 'Performance', filterType: 'numeric-slider' },
  { key: 'boost_clock_ghz', displayName: 'Boost Clock', group: 'Performance', filterType: 'numeric-slider', unit: 'GHz' },
  { key: 'boost_clock_mhz', displayName: 'GPU Boost Clock', group: 'Performance', filterType: 'numeric-slider', unit: 'MHz' },
  { key: 'socket', displayName: 'Socket', group: 'Performance', filterType: 'checkbox' },
  { key: 'chipset', displayName: 'Chipset', group: 'Performance', filterType: 'checkbox' },
  { key: 'unlocked', displayName: 'Unlocked Multiplier', group: 'Performance', filterType: 'boolean' },
  { key: 'integrated_graphics', displayName: 'Integrated Graphics', group: 'Performance', filterType: 'boolean' },
  { key: 'cooler_included', displayName: 'Cooler Included', group: 'Performance', filterType: 'boolean' },
  { key: 'max_resolution', displayName: 'Max Output Resolution', group: 'Performance', filterType: 'checkbox' },
  { key: 'max_fps', displayName: 'Max Frame Rate', group: 'Performance', filterType: 'checkbox', unit: 'fps' },
  { key: 'tdp_w', displayName: 'TDP', group: 'Performance', filterType: 'numeric-slider', unit: 'W' },
  { key: 'ram_gb', displayName: 'RAM', group: 'Memory', filterType: 'numeric-slider', unit: 'GB' },
  { key: 'gpu_memory_gb', displayName: 'Video Memory', group: 'Memory', filterType: 'numeric-slider', unit: 'GB' },
  { key: 'memory_type', displayName: 'Memory Type', group: 'Memory', filterType: 'checkbox' },
  { key: 'speed_mhz', displayName: 'Memory Speed', group: 'Memory', filterType: 'numeric-slider', unit: 'MHz' },
  { key: 'cas_latency', displayName: 'CAS Latency', group: 'Memory', filterType: 'checkbox' },
  { key: 'kit', displayName: 'Kit', group: 'Memory', filterType: 'checkbox' },
  { key: 'memory_profile', displayName: 'Memory Profile', group: 'Memory', filterType: 'checkbox' },
  { key: 'memory_slots', displayName: 'Memory Slots', group: 'Memory', filterType: 'checkbox' },
  { key: 'storage_gb', displayName: 'Storage', group: 'Storage', filterType: 'numeric-slider', unit: 'GB' },
  { key: 'storage_type', displayName: 'Storage Type', group: 'Storage', filterType: 'checkbox' },
  { key: 'interface', displayName: 'Interface', group: 'Storage', filterType: 'checkbox' },
  { key: 'read_speed_mbps', displayName: 'Read Speed', group: 'Storage', filterType: 'numeric-slider', unit: 'MB/s' },
  { key: 'write_speed_mbps', displayName: 'Write Speed', group: 'Storage', filterType: 'numeric-slider', unit: 'MB/s' },
  { key: 'heatsink', displayName: 'Heatsink', group: 'Storage', filterType: 'boolean' },
  { key: 'm2_slots', displayName: 'M.2 Slots', group: 'Storage', filterType: 'checkbox' },
  { key: 'disc_drive', displayName: 'Disc Drive', group: 'Storage', filterType: 'boolean' },
  { key: 'display_size_in', displayName: 'Screen Size', group: 'Display', filterType: 'numeric-slider', unit: 'inch' },
  { key: 'resolution', displayName: 'Resolution', group: 'Display', filterType: 'checkbox' },
  { key: 'refresh_rate_hz', displayName: 'Refresh Rate', group: 'Display', filterType: 'numeric-slider', unit: 'Hz' },
  { key: 'panel_type', displayName: 'Panel Type', group: 'Display', filterType: 'checkbox' },
  { key: 'response_time_ms', displayName: 'Response Time', group: 'Display', filterType: 'checkbox', unit: 'ms' },
  { key: 'hdr', displayName: 'HDR', group: 'Display', filterType: 'checkbox' },
  { key: 'adaptive_sync', displayName: 'Adaptive Sync', group: 'Display', filterType: 'array-checkbox' },
  { key: 'curved', displayName: 'Curved', group: 'Display', filterType: 'boolean' },
  { key: 'wireless', displayName: 'Wireless', group: 'Connectivity', filterType: 'boolean' },
  { key: 'connectivity', displayName: 'Connectivity', group: 'Connectivity', filterType: 'array-checkbox' },
  { key: 'ports', displayName: 'Ports', group: 'Connectivity', filterType: 'array-checkbox' },
  { key: 'wifi', displayName: 'Built-in Wi-Fi', group: 'Connectivity', filterType: 'boolean' },
  { key: 'compatible_platforms', displayName: 'Works With', group: 'Connectivity', filterType: 'array-checkbox' },
  { key: 'form_factor', displayName: 'Form Factor', group: 'Build', filterType: 'checkbox' },
  { key: 'supported_motherboards', displayName: 'Motherboard Support', group: 'Build', filterType: 'array-checkbox' },
  { key: 'side_panel', displayName: 'Side Panel', group: 'Build', filterType: 'checkbox' },
  { key: 'fans_included', displayName: 'Fans Included', group: 'Build', filterType: 'checkbox' },
  { key: 'max_gpu_length_mm', displayName: 'Max GPU Length', group: 'Build', filterType: 'numeric-slider', unit: 'mm' },
  { key: 'layout', displayName: 'Layout', group: 'Build', filterType: 'checkbox' },
  { key: 'switch_type', displayName: 'Switches', group: 'Build', filterType: 'checkbox' },
  { key: 'hot_swappable', displayName: 'Hot-swappable', group: 'Build', filterType: 'boolean' },
  { key: 'weight_g', displayName: 'Weight', group: 'Build', filterType: 'numeric-slider', unit: 'g' },
  { key: 'pad_size', displayName: 'Size', group: 'Build', filterType: 'checkbox' },
  { key: 'surface', displayName: 'Surface', group: 'Build', filterType: 'checkbox' },
  { key: 'rgb', displayName: 'RGB Lighting', group: 'Build', filterType: 'boolean' },
  { key: 'max_dpi', displayName: 'Max DPI', group: 'Build', filterType: 'numeric-slider' },
  { key: 'sensor', displayName: 'Sensor', group: 'Build', filterType: 'checkbox' },
  { key: 'length_mm', displayName: 'Card Length', group: 'Build', filterType: 'numeric-slider', unit: 'mm' },
  { key: 'wattage_w', displayName: 'Wattage', group: 'Power', filterType: 'numeric-slider', unit: 'W' },
  { key: 'efficiency_rating', displayName: 'Efficiency', group: 'Power', filterType: 'checkbox' },
  { key: 'modular', displayName: 'Modularity', group: 'Power', filterType: 'checkbox' },
  { key: 'atx_3', displayName: 'ATX 3.0 / PCIe 5.0 Ready', group: 'Power', filterType: 'boolean' },
  { key: 'recommended_psu_w', displayName: 'Recommended PSU', group: 'Power', filterType: 'numeric-slider', unit: 'W' },
  { key: 'battery_hours', displayName: 'Battery Life', group: 'Power', filterType: 'numeric-slider', unit: 'hours' },
  { key: 'cooler_type', displayName: 'Cooler Type', group: 'Cooling', filterType: 'checkbox' },
  { key: 'radiator_size_mm', displayName: 'Radiator Size', group: 'Cooling', filterType: 'checkbox', unit: 'mm' },
  { key: 'supported_sockets', displayName: 'Socket Support', group: 'Cooling', filterType: 'array-checkbox' },
  { key: 'lcd_display', displayName: 'LCD Display', group: 'Cooling', filterType: 'boolean' },
  { key: 'surround', displayName: 'Surround Sound', group: 'Audio', filterType: 'checkbox' },
  { key: 'driver_size_mm', displayName: 'Driver Size', group: 'Audio', filterType: 'checkbox', unit: 'mm' },
  { key: 'detachable_mic', displayName: 'Detachable Mic', group: 'Audio', filterType: 'boolean' },
  { key: 'features', displayName: 'Features', group: 'Features', filterType: 'array-checkbox' },
];

// Helpers for compact product lists -----------------------------------------------------------------

/** Adds the brand to the specs (it is also a filter) and returns the draft. */
function p(draft: ProductDraft): ProductDraft {
  return { ...draft, specs: { brand: draft.brand, ...draft.specs } };
}

// Consoles --------------------------------------------------------------------------------------

const playstation: ProductDraft[] = [
  p({
    name: 'Sony PlayStation 5 Slim Console (Disc Edition)',
    brand: 'Sony',
    label: 'PS5',
    price: 54990,
    keywords: ['ps5'],
    used: ['refurbished', 'pre-owned'],
    bestseller: true,
    specs: { platform: 'PS5', storage_gb: 1000, disc_drive: true, max_resolution: '4K', max_fps: 120, colour: 'White' },
    blurb: 'The slimmer PS5 with a 1TB SSD and an Ultra HD Blu-ray drive.',
  }),
  p({
    name: 'Sony PlayStation 5 Slim Digital Edition',
    brand: 'Sony',
    label: 'PS5',
    price: 44990,
    keywords: ['ps5'],
    used: ['pre-owned'],
    bestseller: true,
    specs: { platform: 'PS5', storage_gb: 1000, disc_drive: false, max_resolution: '4K', max_fps: 120, colour: 'White' },
  }),
  ...(
    [
      ["Marvel's Spider-Man 2", 57990],
      ['Call of Duty: Black Ops 6', 57990],
      ['EA SPORTS FC 25', 56990],
      ['Gran Turismo 7', 56990],
      ['Astro Bot', 56490],
    ] as const
  ).map(([game, price]) =>
    p({
      name: `Sony PlayStation 5 Slim Console (Disc Edition) with ${game} Bundle`,
      brand: 'Sony',
      label: 'PS5',
      price,
      keywords: ['ps5', 'bundle'],
      specs: { platform: 'PS5', storage_gb: 1000, disc_drive: true, max_resolution: '4K', max_fps: 120, colour: 'White' },
      blurb: `Includes a full-game voucher for ${game}.`,
    }),
  ),
  p({
    name: 'Sony PlayStation 5 Pro Console (2TB)',
    brand: 'Sony',
    label: 'PS5 Pro',
    price: 54990,
    keywords: ['ps5 pro', 'ps5'],
    bestseller: true,
    specs: { platform: 'PS5', storage_gb: 2000, disc_drive: false, max_resolution: '8K', max_fps: 120, colour: 'White' },
    blurb: 'Upgraded GPU, advanced ray tracing and PSSR upscaling; disc drive sold separately.',
  }),
  p({
    name: 'Sony PlayStation 5 Console (Disc Edition, CFI-1200)',
    brand: 'Sony',
    label: 'PS5',
    price: 49990,
    keywords: ['ps5'],
    used: ['pre-owned', 'refurbished'],
    inactive: true,
    specs: { platform: 'PS5', storage_gb: 825, disc_drive: true, max_resolution: '4K', max_fps: 120, colour: 'White' },
  }),
  p({
    name: 'Sony PlayStation 4 Slim 1TB Console (Jet Black)',
    brand: 'Sony',
    label: 'PS4',
    price: 29990,
    keywords: ['ps4'],
    used: ['pre-owned', 'refurbished'],
    inactive: true,
    specs: { platform: 'PS4', storage_gb: 1000, disc_drive: true, max_resolution: '1080p', max_fps: 60, colour: 'Black' },
  }),
  p({
    name: 'Sony PlayStation 4 Pro 1TB Console (Jet Black)',
    brand: 'Sony',
    label: 'PS4',
    price: 38990,
    keywords: ['ps4 pro', 'ps4'],
    used: ['pre-owned', 'refurbished'],
    inactive: true,
    specs: { platform: 'PS4', storage_gb: 1000, disc_drive: true, max_resolution: '4K', max_fps: 60, colour: 'Black' },
  }),
  p({
    name: 'Sony PlayStation Portal Remote Player',
    brand: 'Sony',
    label: 'PS Portal',
    price: 18990,
    keywords: ['ps5', 'portal'],
    specs: { platform: 'PS5', display_size_in: 8, max_resolution: '1080p', max_fps: 60, colour: 'White', wireless: true },
    blurb: 'Stream your PS5 over Wi-Fi to an 8-inch LCD with DualSense features.',
  }),
  p({
    name: 'Sony PlayStation VR2 Headset',
    brand: 'Sony',
    label: 'PS VR2',
    price: 57990,
    keywords: ['psvr2', 'vr'],
    used: ['pre-owned'],
    specs: { platform: 'PS5', max_resolution: '4K', max_fps: 120, colour: 'White' },
  }),
];

const xbox: ProductDraft[] = [
  p({
    name: 'Microsoft Xbox Series X 1TB Console',
    brand: 'Microsoft',
    label: 'Series X',
    price: 54990,
    keywords: ['xsx'],
    bestseller: true,
    used: ['pre-owned', 'refurbished'],
    specs: { platform: 'Xbox Series X|S', storage_gb: 1000, disc_drive: true, max_resolution: '4K', max_fps: 120, colour: 'Black' },
  }),
  p({
    name: 'Microsoft Xbox Series X 1TB Digital Edition (Robot White)',
    brand: 'Microsoft',
    label: 'Series X',
    price: 49990,
    specs: { platform: 'Xbox Series X|S', storage_gb: 1000, disc_drive: false, max_resolution: '4K', max_fps: 120, colour: 'White' },
  }),
  p({
    name: 'Microsoft Xbox Series X 2TB Galaxy Black Special Edition',
    brand: 'Microsoft',
    label: 'Series X',
    price: 64990,
    specs: { platform: 'Xbox Series X|S', storage_gb: 2000, disc_drive: true, max_resolution: '4K', max_fps: 120, colour: 'Black' },
  }),
  p({
    name: 'Microsoft Xbox Series S 512GB Console (Robot White)',
    brand: 'Microsoft',
    label: 'Series S',
    price: 34990,
    bestseller: true,
    used: ['pre-owned'],
    specs: { platform: 'Xbox Series X|S', storage_gb: 512, disc_drive: false, max_resolution: '1440p', max_fps: 120, colour: 'White' },
  }),
  p({
    name: 'Microsoft Xbox Series S 1TB Console (Carbon Black)',
    brand: 'Microsoft',
    label: 'Series S',
    price: 38990,
    specs: { platform: 'Xbox Series X|S', storage_gb: 1000, disc_drive: false, max_resolution: '1440p', max_fps: 120, colour: 'Black' },
  }),
  p({
    name: 'Microsoft Xbox One X 1TB Console',
    brand: 'Microsoft',
    label: 'Xbox One',
    price: 44990,
    used: ['pre-owned', 'refurbished'],
    inactive: true,
    specs: { platform: 'Xbox One', storage_gb: 1000, disc_drive: true, max_resolution: '4K', max_fps: 60, colour: 'Black' },
  }),
];

const nintendo: ProductDraft[] = [
  ...(
    [
      ['White', 32990, true],
      ['Neon Blue and Neon Red', 32990, false],
      ['Mario Red Edition', 34990, false],
      ['The Legend of Zelda: Tears of the Kingdom Edition', 37990, false],
    ] as const
  ).map(([edition, price, best]) =>
    p({
      name: `Nintendo Switch OLED Model (${edition})`,
      brand: 'Nintendo',
      label: 'Switch OLED',
      price,
      bestseller: best,
      used: best ? ['pre-owned'] : [],
      specs: { platform: 'Nintendo Switch', storage_gb: 64, display_size_in: 7, max_resolution: '1080p', colour: edition },
    }),
  ),
  ...(
    [
      ['Neon Blue and Neon Red', 27990],
      ['Grey', 27990],
    ] as const
  ).map(([colour, price]) =>
    p({
      name: `Nintendo Switch Console (${colour} Joy-Con)`,
      brand: 'Nintendo',
      label: 'Switch',
      price,
      used: ['pre-owned', 'refurbished'],
      specs: { platform: 'Nintendo Switch', storage_gb: 32, display_size_in: 6.2, max_resolution: '1080p', colour },
    }),
  ),
  ...(['Coral', 'Turquoise', 'Yellow', 'Grey', 'Blue'] as const).map((colour) =>
    p({
      name: `Nintendo Switch Lite (${colour})`,
      brand: 'Nintendo',
      label: 'Switch Lite',
      price: 19990,
      used: colour === 'Grey' ? ['pre-owned'] : [],
      specs: { platform: 'Nintendo Switch', storage_gb: 32, display_size_in: 5.5, max_resolution: '720p', colour },
    }),
  ),
];

const handhelds: ProductDraft[] = [
  p({
    name: 'Valve Steam Deck OLED 512GB',
    brand: 'Valve',
    label: 'Steam Deck',
    price: 59990,
    bestseller: true,
    specs: { processor: 'AMD APU (Zen 2, 6 nm)', display_size_in: 7.4, refresh_rate_hz: 90, storage_gb: 512, ram_gb: 16, panel_type: 'OLED', os: 'SteamOS' },
  }),
  p({
    name: 'Valve Steam Deck OLED 1TB Limited Edition',
    brand: 'Valve',
    label: 'Steam Deck',
    price: 72990,
    specs: { processor: 'AMD APU (Zen 2, 6 nm)', display_size_in: 7.4, refresh_rate_hz: 90, storage_gb: 1000, ram_gb: 16, panel_type: 'OLED', os: 'SteamOS' },
  }),
  p({
    name: 'Valve Steam Deck LCD 256GB',
    brand: 'Valve',
    label: 'Steam Deck',
    price: 44990,
    used: ['pre-owned'],
    specs: { processor: 'AMD APU (Zen 2, 7 nm)', display_size_in: 7, refresh_rate_hz: 60, storage_gb: 256, ram_gb: 16, panel_type: 'IPS', os: 'SteamOS' },
  }),
  p({
    name: 'ASUS ROG Ally X (Ryzen Z1 Extreme, 24GB, 1TB)',
    brand: 'ASUS',
    label: 'ROG Ally',
    price: 89990,
    bestseller: true,
    specs: { processor: 'AMD Ryzen Z1 Extreme', display_size_in: 7, refresh_rate_hz: 120, storage_gb: 1000, ram_gb: 24, panel_type: 'IPS', os: 'Windows 11' },
  }),
  p({
    name: 'ASUS ROG Ally (Ryzen Z1 Extreme, 16GB, 512GB)',
    brand: 'ASUS',
    label: 'ROG Ally',
    price: 69990,
    used: ['refurbished'],
    specs: { processor: 'AMD Ryzen Z1 Extreme', display_size_in: 7, refresh_rate_hz: 120, storage_gb: 512, ram_gb: 16, panel_type: 'IPS', os: 'Windows 11' },
  }),
  p({
    name: 'ASUS ROG Ally (Ryzen Z1, 16GB, 512GB)',
    brand: 'ASUS',
    label: 'ROG Ally',
    price: 49990,
    specs: { processor: 'AMD Ryzen Z1', display_size_in: 7, refresh_rate_hz: 120, storage_gb: 512, ram_gb: 16, panel_type: 'IPS', os: 'Windows 11' },
  }),
  p({
    name: 'Lenovo Legion Go (Ryzen Z1 Extreme, 16GB, 512GB)',
    brand: 'Lenovo',
    label: 'Legion Go',
    price: 74990,
    specs: { processor: 'AMD Ryzen Z1 Extreme', display_size_in: 8.8, refresh_rate_hz: 144, storage_gb: 512, ram_gb: 16, panel_type: 'IPS', os: 'Windows 11' },
  }),
  p({
    name: 'Lenovo Legion Go (Ryzen Z1 Extreme, 16GB, 1TB)',
    brand: 'Lenovo',
    label: 'Legion Go',
    price: 84990,
    specs: { processor: 'AMD Ryzen Z1 Extreme', display_size_in: 8.8, refresh_rate_hz: 144, storage_gb: 1000, ram_gb: 16, panel_type: 'IPS', os: 'Windows 11' },
  }),
  p({
    name: 'MSI Claw A1M (Core Ultra 7 155H, 16GB, 512GB)',
    brand: 'MSI',
    label: 'MSI Claw',
    price: 79990,
    specs: { processor: 'Intel Core Ultra 7 155H', display_size_in: 7, refresh_rate_hz: 120, storage_gb: 512, ram_gb: 16, panel_type: 'IPS', os: 'Windows 11' },
  }),
];

// Computers -------------------------------------------------------------------------------------

interface LaptopRow {
  model: string;
  brand: string;
  label: string;
  cpu: string;
  gpu: string;
  ram: number;
  ssd: number;
  size: number;
  hz: number;
  panel: string;
  price: number;
  best?: boolean;
  used?: Condition[];
  os?: string;
}

function laptop(r: LaptopRow): ProductDraft {
  const gpuShort = r.gpu.replace('NVIDIA GeForce ', '').replace(' Laptop GPU', '');
  const ssd = r.ssd >= 1000 ? `${r.ssd / 1000}TB` : `${r.ssd}GB`;
  return p({
    name: `${r.model} (${r.cpu.replace(/^(Intel|AMD) /, '')}, ${gpuShort}, ${r.ram}GB, ${ssd} SSD, ${r.size}" ${r.hz}Hz)`,
    brand: r.brand,
    label: r.label,
    price: r.price,
    bestseller: r.best,
    used: r.used,
    keywords: r.label === 'Gaming Laptop' ? ['gaming laptop'] : [],
    specs: {
      processor: r.cpu,
      gpu: r.gpu,
      ram_gb: r.ram,
      storage_gb: r.ssd,
      display_size_in: r.size,
      refresh_rate_hz: r.hz,
      panel_type: r.panel,
      os: r.os ?? 'Windows 11 Home',
    },
  });
}

const RTX = (n: string) => `NVIDIA GeForce RTX ${n} Laptop GPU`;

const laptops: ProductDraft[] = (
  [
    { model: 'ASUS ROG Strix G16 Gaming Laptop', brand: 'ASUS', cpu: 'Intel Core i7-14650HX', gpu: RTX('4060'), ram: 16, ssd: 1000, size: 16, hz: 165, panel: 'IPS', price: 159990, best: true },
    { model: 'ASUS ROG Strix G16 Gaming Laptop', brand: 'ASUS', cpu: 'Intel Core i9-14900HX', gpu: RTX('4070'), ram: 16, ssd: 1000, size: 16, hz: 240, panel: 'IPS', price: 209990 },
    { model: 'ASUS ROG Strix SCAR 18 Gaming Laptop', brand: 'ASUS', cpu: 'Intel Core i9-14900HX', gpu: RTX('4090'), ram: 32, ssd: 2000, size: 18, hz: 240, panel: 'Mini LED', price: 429990 },
    { model: 'ASUS TUF Gaming F15 Laptop', brand: 'ASUS', cpu: 'Intel Core i5-12500H', gpu: RTX('3050'), ram: 16, ssd: 512, size: 15.6, hz: 144, panel: 'IPS', price: 79990, best: true, used: ['refurbished'] },
    { model: 'ASUS TUF Gaming A15 Laptop', brand: 'ASUS', cpu: 'AMD Ryzen 7 7435HS', gpu: RTX('4060'), ram: 16, ssd: 512, size: 15.6, hz: 144, panel: 'IPS', price: 104990, best: true },
    { model: 'ASUS TUF Gaming A16 Laptop', brand: 'ASUS', cpu: 'AMD Ryzen 9 7940HX', gpu: RTX('4070'), ram: 16, ssd: 1000, size: 16, hz: 165, panel: 'IPS', price: 154990 },
    { model: 'ASUS ROG Zephyrus G14 Gaming Laptop', brand: 'ASUS', cpu: 'AMD Ryzen 9 8945HS', gpu: RTX('4060'), ram: 16, ssd: 1000, size: 14, hz: 120, panel: 'OLED', price: 184990 },
    { model: 'ASUS ROG Zephyrus G16 Gaming Laptop', brand: 'ASUS', cpu: 'Intel Core Ultra 9 185H', gpu: RTX('4070'), ram: 32, ssd: 1000, size: 16, hz: 240, panel: 'OLED', price: 259990 },
    { model: 'MSI Katana 15 Gaming Laptop', brand: 'MSI', cpu: 'Intel Core i7-13620H', gpu: RTX('4050'), ram: 16, ssd: 512, size: 15.6, hz: 144, panel: 'IPS', price: 94990, used: ['refurbished'] },
    { model: 'MSI Katana 15 Gaming Laptop', brand: 'MSI', cpu: 'Intel Core i7-13620H', gpu: RTX('4060'), ram: 16, ssd: 1000, size: 15.6, hz: 144, panel: 'IPS', price: 109990 },
    { model: 'MSI Cyborg 15 Gaming Laptop', brand: 'MSI', cpu: 'Intel Core i5-12450H', gpu: RTX('4050'), ram: 16, ssd: 512, size: 15.6, hz: 144, panel: 'IPS', price: 79990 },
    { model: 'MSI Thin GF63 Gaming Laptop', brand: 'MSI', cpu: 'Intel Core i5-12450H', gpu: RTX('2050'), ram: 8, ssd: 512, size: 15.6, hz: 144, panel: 'IPS', price: 56990 },
    { model: 'MSI Crosshair 16 HX Gaming Laptop', brand: 'MSI', cpu: 'Intel Core i7-14700HX', gpu: RTX('4060'), ram: 16, ssd: 1000, size: 16, hz: 165, panel: 'IPS', price: 134990 },
    { model: 'MSI Raider GE78 HX Gaming Laptop', brand: 'MSI', cpu: 'Intel Core i9-14900HX', gpu: RTX('4080'), ram: 32, ssd: 2000, size: 17, hz: 240, panel: 'IPS', price: 339990 },
    { model: 'Lenovo Legion 5i Gen 9 Gaming Laptop', brand: 'Lenovo', cpu: 'Intel Core i7-14650HX', gpu: RTX('4060'), ram: 16, ssd: 1000, size: 16, hz: 165, panel: 'IPS', price: 149990, best: true },
    { model: 'Lenovo Legion Pro 5 Gaming Laptop', brand: 'Lenovo', cpu: 'AMD Ryzen 7 7745HX', gpu: RTX('4070'), ram: 32, ssd: 1000, size: 16, hz: 240, panel: 'IPS', price: 179990 },
    { model: 'Lenovo Legion Pro 7i Gen 9 Gaming Laptop', brand: 'Lenovo', cpu: 'Intel Core i9-14900HX', gpu: RTX('4080'), ram: 32, ssd: 1000, size: 16, hz: 240, panel: 'IPS', price: 299990 },
    { model: 'Lenovo LOQ 15 Gaming Laptop', brand: 'Lenovo', cpu: 'Intel Core i5-12450HX', gpu: RTX('3050'), ram: 12, ssd: 512, size: 15.6, hz: 144, panel: 'IPS', price: 69990, best: true, used: ['refurbished'] },
    { model: 'Lenovo LOQ 15 Gaming Laptop', brand: 'Lenovo', cpu: 'AMD Ryzen 7 7435HS', gpu: RTX('4060'), ram: 16, ssd: 512, size: 15.6, hz: 144, panel: 'IPS', price: 99990 },
    { model: 'Acer Predator Helios Neo 16 Gaming Laptop', brand: 'Acer', cpu: 'Intel Core i7-14700HX', gpu: RTX('4060'), ram: 16, ssd: 1000, size: 16, hz: 165, panel: 'IPS', price: 139990 },
    { model: 'Acer Predator Helios 16 Gaming Laptop', brand: 'Acer', cpu: 'Intel Core i9-14900HX', gpu: RTX('4080'), ram: 32, ssd: 2000, size: 16, hz: 240, panel: 'Mini LED', price: 289990 },
    { model: 'Acer Nitro V 15 Gaming Laptop', brand: 'Acer', cpu: 'Intel Core i5-13420H', gpu: RTX('4050'), ram: 16, ssd: 512, size: 15.6, hz: 144, panel: 'IPS', price: 74990, best: true },
    { model: 'Acer Nitro 16 Gaming Laptop', brand: 'Acer', cpu: 'AMD Ryzen 7 7840HS', gpu: RTX('4060'), ram: 16, ssd: 1000, size: 16, hz: 165, panel: 'IPS', price: 114990 },
    { model: 'HP Omen 16 Gaming Laptop', brand: 'HP', cpu: 'Intel Core i7-14700HX', gpu: RTX('4060'), ram: 16, ssd: 1000, size: 16.1, hz: 165, panel: 'IPS', price: 144990 },
    { model: 'HP Omen Transcend 14 Gaming Laptop', brand: 'HP', cpu: 'Intel Core Ultra 7 155H', gpu: RTX('4060'), ram: 16, ssd: 1000, size: 14, hz: 120, panel: 'OLED', price: 174990 },
    { model: 'HP Victus 15 Gaming Laptop', brand: 'HP', cpu: 'AMD Ryzen 5 7535HS', gpu: RTX('2050'), ram: 8, ssd: 512, size: 15.6, hz: 144, panel: 'IPS', price: 57990, used: ['refurbished', 'pre-owned'] },
    { model: 'HP Victus 16 Gaming Laptop', brand: 'HP', cpu: 'Intel Core i5-13500HX', gpu: RTX('4050'), ram: 16, ssd: 512, size: 16.1, hz: 144, panel: 'IPS', price: 89990 },
    { model: 'Dell G15 5530 Gaming Laptop', brand: 'Dell', cpu: 'Intel Core i5-13450HX', gpu: RTX('3050'), ram: 16, ssd: 512, size: 15.6, hz: 120, panel: 'WVA', price: 79990 },
    { model: 'Dell G16 7630 Gaming Laptop', brand: 'Dell', cpu: 'Intel Core i7-13650HX', gpu: RTX('4060'), ram: 16, ssd: 1000, size: 16, hz: 165, panel: 'IPS', price: 139990 },
    { model: 'Alienware m16 R2 Gaming Laptop', brand: 'Dell', cpu: 'Intel Core Ultra 7 155H', gpu: RTX('4070'), ram: 32, ssd: 1000, size: 16, hz: 240, panel: 'IPS', price: 249990 },
    { model: 'Gigabyte G5 Gaming Laptop', brand: 'Gigabyte', cpu: 'Intel Core i5-12500H', gpu: RTX('4050'), ram: 16, ssd: 512, size: 15.6, hz: 144, panel: 'IPS', price: 74990 },
    { model: 'Gigabyte AORUS 16X Gaming Laptop', brand: 'Gigabyte', cpu: 'Intel Core i7-14650HX', gpu: RTX('4070'), ram: 32, ssd: 1000, size: 16, hz: 165, panel: 'IPS', price: 189990 },
  ] satisfies Omit<LaptopRow, 'label'>[]
)
  .map((r) => laptop({ ...r, label: 'Gaming Laptop' }))
  .concat(
    (
      [
        { model: 'Apple MacBook Air 13 M2', brand: 'Apple', label: 'Thin and Light', cpu: 'Apple M2', gpu: 'Apple 8-core GPU', ram: 8, ssd: 256, size: 13.6, hz: 60, panel: 'Liquid Retina', price: 99900, best: true, os: 'macOS', used: ['refurbished'] },
        { model: 'Apple MacBook Air 13 M3', brand: 'Apple', label: 'Thin and Light', cpu: 'Apple M3', gpu: 'Apple 10-core GPU', ram: 16, ssd: 512, size: 13.6, hz: 60, panel: 'Liquid Retina', price: 134900, os: 'macOS' },
        { model: 'Apple MacBook Air 15 M3', brand: 'Apple', label: 'Thin and Light', cpu: 'Apple M3', gpu: 'Apple 10-core GPU', ram: 16, ssd: 512, size: 15.3, hz: 60, panel: 'Liquid Retina', price: 154900, os: 'macOS' },
        { model: 'ASUS Zenbook 14 OLED', brand: 'ASUS', label: 'Thin and Light', cpu: 'Intel Core Ultra 5 125H', gpu: 'Intel Arc Graphics', ram: 16, ssd: 512, size: 14, hz: 120, panel: 'OLED', price: 94990 },
        { model: 'ASUS Vivobook S 15 OLED', brand: 'ASUS', label: 'Thin and Light', cpu: 'Intel Core i5-13500H', gpu: 'Intel Iris Xe Graphics', ram: 16, ssd: 512, size: 15.6, hz: 120, panel: 'OLED', price: 74990 },
        { model: 'HP Pavilion Plus 14', brand: 'HP', label: 'Thin and Light', cpu: 'Intel Core i7-13700H', gpu: 'Intel Iris Xe Graphics', ram: 16, ssd: 1000, size: 14, hz: 90, panel: 'OLED', price: 89990 },
        { model: 'Dell Inspiron 14 5440', brand: 'Dell', label: 'Thin and Light', cpu: 'Intel Core 5 120U', gpu: 'Intel Graphics', ram: 16, ssd: 512, size: 14, hz: 60, panel: 'IPS', price: 64990 },
        { model: 'Lenovo IdeaPad Slim 5', brand: 'Lenovo', label: 'Thin and Light', cpu: 'AMD Ryzen 7 7730U', gpu: 'AMD Radeon Graphics', ram: 16, ssd: 512, size: 14, hz: 60, panel: 'IPS', price: 62990, best: true },
        { model: 'Lenovo Yoga Slim 7i', brand: 'Lenovo', label: 'Thin and Light', cpu: 'Intel Core Ultra 7 155H', gpu: 'Intel Arc Graphics', ram: 32, ssd: 1000, size: 14, hz: 90, panel: 'OLED', price: 119990 },
        { model: 'Apple MacBook Pro 14 M3 Pro', brand: 'Apple', label: 'Creator Laptop', cpu: 'Apple M3 Pro', gpu: 'Apple 14-core GPU', ram: 18, ssd: 512, size: 14.2, hz: 120, panel: 'Mini LED', price: 199900, os: 'macOS' },
        { model: 'Apple MacBook Pro 16 M3 Max', brand: 'Apple', label: 'Creator Laptop', cpu: 'Apple M3 Max', gpu: 'Apple 30-core GPU', ram: 36, ssd: 1000, size: 16.2, hz: 120, panel: 'Mini LED', price: 349900, os: 'macOS' },
        { model: 'ASUS ProArt Studiobook 16 OLED', brand: 'ASUS', label: 'Creator Laptop', cpu: 'Intel Core i9-13980HX', gpu: RTX('4070'), ram: 32, ssd: 2000, size: 16, hz: 120, panel: 'OLED', price: 279990 },
        { model: 'MSI Creator Z17 HX Studio', brand: 'MSI', label: 'Creator Laptop', cpu: 'Intel Core i9-13950HX', gpu: RTX('4070'), ram: 32, ssd: 2000, size: 17, hz: 165, panel: 'IPS', price: 329990 },
        { model: 'Dell XPS 15 9530', brand: 'Dell', label: 'Creator Laptop', cpu: 'Intel Core i7-13700H', gpu: RTX('4050'), ram: 16, ssd: 1000, size: 15.6, hz: 60, panel: 'OLED', price: 219990, used: ['refurbished'] },
        { model: 'Lenovo ThinkPad E14 Gen 5', brand: 'Lenovo', label: 'Business Laptop', cpu: 'Intel Core i5-1335U', gpu: 'Intel Iris Xe Graphics', ram: 16, ssd: 512, size: 14, hz: 60, panel: 'IPS', price: 74990, os: 'Windows 11 Pro', used: ['refurbished'] },
        { model: 'Lenovo ThinkPad T14 Gen 4', brand: 'Lenovo', label: 'Business Laptop', cpu: 'Intel Core i7-1365U', gpu: 'Intel Iris Xe Graphics', ram: 16, ssd: 512, size: 14, hz: 60, panel: 'IPS', price: 129990, os: 'Windows 11 Pro' },
        { model: 'Dell Latitude 5440', brand: 'Dell', label: 'Business Laptop', cpu: 'Intel Core i5-1345U', gpu: 'Intel Iris Xe Graphics', ram: 16, ssd: 512, size: 14, hz: 60, panel: 'IPS', price: 89990, os: 'Windows 11 Pro', used: ['refurbished'] },
        { model: 'HP ProBook 440 G10', brand: 'HP', label: 'Business Laptop', cpu: 'Intel Core i5-1335U', gpu: 'Intel Iris Xe Graphics', ram: 16, ssd: 512, size: 14, hz: 60, panel: 'IPS', price: 72990, os: 'Windows 11 Pro' },
        { model: 'HP EliteBook 840 G10', brand: 'HP', label: 'Business Laptop', cpu: 'Intel Core i7-1365U', gpu: 'Intel Iris Xe Graphics', ram: 32, ssd: 1000, size: 14, hz: 60, panel: 'IPS', price: 164990, os: 'Windows 11 Pro' },
      ] satisfies LaptopRow[]
    ).map(laptop),
  );

interface DesktopRow {
  name: string;
  brand: string;
  label: string;
  cpu: string;
  gpu: string;
  ram: number;
  ssd: number;
  price: number;
  best?: boolean;
  formFactor: string;
  keywords?: string[];
}

const desktops: ProductDraft[] = (
  [
    { name: 'GameGear Vanguard Gaming PC (Ryzen 5 5600, RTX 3050 6GB, 16GB DDR4, 512GB NVMe)', brand: 'GameGear', label: 'Gaming Desktop', cpu: 'AMD Ryzen 5 5600', gpu: 'NVIDIA GeForce RTX 3050 6GB', ram: 16, ssd: 512, price: 64990, formFactor: 'Mid Tower', best: true },
    { name: 'GameGear Vanguard Gaming PC (Ryzen 5 7600, RTX 4060 8GB, 16GB DDR5, 1TB NVMe)', brand: 'GameGear', label: 'Gaming Desktop', cpu: 'AMD Ryzen 5 7600', gpu: 'NVIDIA GeForce RTX 4060 8GB', ram: 16, ssd: 1000, price: 94990, formFactor: 'Mid Tower', best: true },
    { name: 'GameGear Vanguard Gaming PC (Core i5-14400F, RTX 4060 Ti 8GB, 32GB DDR5, 1TB NVMe)', brand: 'GameGear', label: 'Gaming Desktop', cpu: 'Intel Core i5-14400F', gpu: 'NVIDIA GeForce RTX 4060 Ti 8GB', ram: 32, ssd: 1000, price: 114990, formFactor: 'Mid Tower' },
    { name: 'GameGear Titan Gaming PC (Ryzen 7 7800X3D, RTX 4070 SUPER 12GB, 32GB DDR5, 2TB NVMe)', brand: 'GameGear', label: 'Gaming Desktop', cpu: 'AMD Ryzen 7 7800X3D', gpu: 'NVIDIA GeForce RTX 4070 SUPER 12GB', ram: 32, ssd: 2000, price: 184990, formFactor: 'Mid Tower', best: true },
    { name: 'GameGear Titan Gaming PC (Core i7-14700K, RTX 4070 Ti SUPER 16GB, 32GB DDR5, 2TB NVMe)', brand: 'GameGear', label: 'Gaming Desktop', cpu: 'Intel Core i7-14700K', gpu: 'NVIDIA GeForce RTX 4070 Ti SUPER 16GB', ram: 32, ssd: 2000, price: 224990, formFactor: 'Mid Tower' },
    { name: 'GameGear Apex Gaming PC (Ryzen 9 7950X3D, RTX 4090 24GB, 64GB DDR5, 4TB NVMe)', brand: 'GameGear', label: 'Gaming Desktop', cpu: 'AMD Ryzen 9 7950X3D', gpu: 'NVIDIA GeForce RTX 4090 24GB', ram: 64, ssd: 4000, price: 449990, formFactor: 'Full Tower' },
    { name: 'GameGear Radeon Gaming PC (Ryzen 5 7600, Radeon RX 7700 XT 12GB, 32GB DDR5, 1TB NVMe)', brand: 'GameGear', label: 'Gaming Desktop', cpu: 'AMD Ryzen 5 7600', gpu: 'AMD Radeon RX 7700 XT 12GB', ram: 32, ssd: 1000, price: 119990, formFactor: 'Mid Tower' },
    { name: 'HP Omen 25L Gaming Desktop (Core i7-13700F, RTX 4060 Ti)', brand: 'HP', label: 'Gaming Desktop', cpu: 'Intel Core i7-13700F', gpu: 'NVIDIA GeForce RTX 4060 Ti 8GB', ram: 16, ssd: 1000, price: 154990, formFactor: 'Mid Tower' },
    { name: 'Lenovo Legion Tower 5i Gen 8 (Core i7-14700F, RTX 4070)', brand: 'Lenovo', label: 'Gaming Desktop', cpu: 'Intel Core i7-14700F', gpu: 'NVIDIA GeForce RTX 4070 12GB', ram: 32, ssd: 1000, price: 199990, formFactor: 'Mid Tower' },
    { name: 'Acer Predator Orion 3000 (Core i7-14700F, RTX 4060 Ti)', brand: 'Acer', label: 'Gaming Desktop', cpu: 'Intel Core i7-14700F', gpu: 'NVIDIA GeForce RTX 4060 Ti 8GB', ram: 16, ssd: 1000, price: 164990, formFactor: 'Mid Tower' },
    { name: 'ASUS ROG Strix G16CH Gaming Desktop (Core i7-14700F, RTX 4070 SUPER)', brand: 'ASUS', label: 'Gaming Desktop', cpu: 'Intel Core i7-14700F', gpu: 'NVIDIA GeForce RTX 4070 SUPER 12GB', ram: 32, ssd: 1000, price: 214990, formFactor: 'Mid Tower' },
    { name: 'GameGear Creator Workstation (Ryzen 9 7950X, RTX 4080 SUPER 16GB, 128GB DDR5, 4TB NVMe)', brand: 'GameGear', label: 'Workstation', cpu: 'AMD Ryzen 9 7950X', gpu: 'NVIDIA GeForce RTX 4080 SUPER 16GB', ram: 128, ssd: 4000, price: 389990, formFactor: 'Full Tower' },
    { name: 'GameGear Studio Workstation (Core i9-14900K, RTX 4070 Ti SUPER 16GB, 64GB DDR5, 2TB NVMe)', brand: 'GameGear', label: 'Workstation', cpu: 'Intel Core i9-14900K', gpu: 'NVIDIA GeForce RTX 4070 Ti SUPER 16GB', ram: 64, ssd: 2000, price: 289990, formFactor: 'Full Tower' },
    { name: 'Dell Precision 3680 Tower Workstation (Core i7-14700, RTX A2000)', brand: 'Dell', label: 'Workstation', cpu: 'Intel Core i7-14700', gpu: 'NVIDIA RTX A2000 12GB', ram: 32, ssd: 1000, price: 229990, formFactor: 'Mid Tower' },
    { name: 'HP All-in-One 24 (Core i5-1335U, 16GB, 512GB, 23.8" FHD)', brand: 'HP', label: 'All-in-One', cpu: 'Intel Core i5-1335U', gpu: 'Intel Iris Xe Graphics', ram: 16, ssd: 512, price: 62990, formFactor: 'All-in-One' },
    { name: 'Dell Inspiron 24 5430 All-in-One (Core i7-1355U, 16GB, 1TB)', brand: 'Dell', label: 'All-in-One', cpu: 'Intel Core i7-1355U', gpu: 'Intel Iris Xe Graphics', ram: 16, ssd: 1000, price: 84990, formFactor: 'All-in-One' },
    { name: 'Lenovo IdeaCentre AIO 3 (Ryzen 5 7530U, 16GB, 512GB, 27" FHD)', brand: 'Lenovo', label: 'All-in-One', cpu: 'AMD Ryzen 5 7530U', gpu: 'AMD Radeon Graphics', ram: 16, ssd: 512, price: 64990, formFactor: 'All-in-One' },
    { name: 'Apple iMac 24 M3 (8-core CPU, 8GB, 256GB)', brand: 'Apple', label: 'All-in-One', cpu: 'Apple M3', gpu: 'Apple 8-core GPU', ram: 8, ssd: 256, price: 134900, formFactor: 'All-in-One' },
  ] satisfies DesktopRow[]
).map((r) =>
  p({
    name: r.name,
    brand: r.brand,
    label: r.label,
    price: r.price,
    bestseller: r.best,
    keywords: r.label === 'Gaming Desktop' ? ['gaming pc', 'prebuilt'] : [],
    used: r.price > 150000 && r.label === 'Gaming Desktop' ? ['pre-owned'] : [],
    specs: {
      processor: r.cpu,
      gpu: r.gpu,
      ram_gb: r.ram,
      storage_gb: r.ssd,
      form_factor: r.formFactor,
      os: r.brand === 'Apple' ? 'macOS' : 'Windows 11 Home',
      warranty_years: r.brand === 'GameGear' ? 3 : 1,
    },
  }),
);

const miniPcs: ProductDraft[] = [
  p({ name: 'Apple Mac mini M4 (10-core CPU, 16GB, 256GB)', brand: 'Apple', label: 'Mac mini', price: 59900, bestseller: true, specs: { processor: 'Apple M4', ram_gb: 16, storage_gb: 256, os: 'macOS', wifi: true } }),
  p({ name: 'Apple Mac mini M4 Pro (12-core CPU, 24GB, 512GB)', brand: 'Apple', label: 'Mac mini', price: 149900, specs: { processor: 'Apple M4 Pro', ram_gb: 24, storage_gb: 512, os: 'macOS', wifi: true } }),
  p({ name: 'Apple Mac mini M2 (8GB, 256GB)', brand: 'Apple', label: 'Mac mini', price: 59900, used: ['refurbished', 'pre-owned'], inactive: true, specs: { processor: 'Apple M2', ram_gb: 8, storage_gb: 256, os: 'macOS', wifi: true } }),
  p({ name: 'ASUS NUC 14 Pro Mini PC (Core Ultra 5 125H, 16GB, 512GB)', brand: 'ASUS', label: 'NUC and Intel Mini PC', price: 64990, specs: { processor: 'Intel Core Ultra 5 125H', ram_gb: 16, storage_gb: 512, os: 'Windows 11 Pro', wifi: true } }),
  p({ name: 'ASUS NUC 13 Pro Mini PC (Core i7-1360P, Barebone)', brand: 'ASUS', label: 'NUC and Intel Mini PC', price: 54990, specs: { processor: 'Intel Core i7-1360P', os: 'None', wifi: true } }),
  p({ name: 'MSI Cubi 5 12M Mini PC (Core i5-1235U, 8GB, 512GB)', brand: 'MSI', label: 'NUC and Intel Mini PC', price: 44990, specs: { processor: 'Intel Core i5-1235U', ram_gb: 8, storage_gb: 512, os: 'Windows 11 Home', wifi: true } }),
  p({ name: 'Beelink SER7 Mini PC (Ryzen 7 7840HS, 32GB, 1TB)', brand: 'Beelink', label: 'Ryzen Mini PC', price: 64990, bestseller: true, specs: { processor: 'AMD Ryzen 7 7840HS', ram_gb: 32, storage_gb: 1000, os: 'Windows 11 Pro', wifi: true } }),
  p({ name: 'Beelink SER5 Mini PC (Ryzen 5 5560U, 16GB, 500GB)', brand: 'Beelink', label: 'Ryzen Mini PC', price: 32990, specs: { processor: 'AMD Ryzen 5 5560U', ram_gb: 16, storage_gb: 500, os: 'Windows 11 Pro', wifi: true } }),
  p({ name: 'Minisforum UM790 Pro Mini PC (Ryzen 9 7940HS, 32GB, 1TB)', brand: 'Minisforum', label: 'Ryzen Mini PC', price: 74990, specs: { processor: 'AMD Ryzen 9 7940HS', ram_gb: 32, storage_gb: 1000, os: 'Windows 11 Pro', wifi: true } }),
];

// PC parts --------------------------------------------------------------------------------------

interface GpuModel {
  chip: string;
  maker: 'NVIDIA' | 'AMD' | 'Intel';
  memory: number;
  memoryType: string;
  tdp: number;
  psu: number;
  base: number;
  best?: boolean;
}

const NVIDIA_FEATURES = ['Ray Tracing', 'DLSS 3', 'NVIDIA Reflex', 'AV1 Encode'];
const AMD_FEATURES = ['Ray Tracing', 'FSR 3', 'AMD HYPR-RX', 'AV1 Encode'];

const GPU_MODELS: GpuModel[] = [
  { chip: 'GeForce RTX 3050 6GB', maker: 'NVIDIA', memory: 6, memoryType: 'GDDR6', tdp: 70, psu: 300, base: 18500 },
  { chip: 'GeForce RTX 4060 8GB', maker: 'NVIDIA', memory: 8, memoryType: 'GDDR6', tdp: 115, psu: 550, base: 31000, best: true },
  { chip: 'GeForce RTX 4060 Ti 8GB', maker: 'NVIDIA', memory: 8, memoryType: 'GDDR6', tdp: 160, psu: 550, base: 41000 },
  { chip: 'GeForce RTX 4060 Ti 16GB', maker: 'NVIDIA', memory: 16, memoryType: 'GDDR6', tdp: 165, psu: 550, base: 49000 },
  { chip: 'GeForce RTX 4070 12GB', maker: 'NVIDIA', memory: 12, memoryType: 'GDDR6X', tdp: 200, psu: 650, base: 58000 },
  { chip: 'GeForce RTX 4070 SUPER 12GB', maker: 'NVIDIA', memory: 12, memoryType: 'GDDR6X', tdp: 220, psu: 650, base: 64000, best: true },
  { chip: 'GeForce RTX 4070 Ti SUPER 16GB', maker: 'NVIDIA', memory: 16, memoryType: 'GDDR6X', tdp: 285, psu: 700, base: 86000 },
  { chip: 'GeForce RTX 4080 SUPER 16GB', maker: 'NVIDIA', memory: 16, memoryType: 'GDDR6X', tdp: 320, psu: 750, base: 112000 },
  { chip: 'GeForce RTX 4090 24GB', maker: 'NVIDIA', memory: 24, memoryType: 'GDDR6X', tdp: 450, psu: 850, base: 199000 },
  { chip: 'Radeon RX 6600 8GB', maker: 'AMD', memory: 8, memoryType: 'GDDR6', tdp: 132, psu: 500, base: 22000 },
  { chip: 'Radeon RX 7600 8GB', maker: 'AMD', memory: 8, memoryType: 'GDDR6', tdp: 165, psu: 550, base: 27500 },
  { chip: 'Radeon RX 7700 XT 12GB', maker: 'AMD', memory: 12, memoryType: 'GDDR6', tdp: 245, psu: 700, base: 44000 },
  { chip: 'Radeon RX 7800 XT 16GB', maker: 'AMD', memory: 16, memoryType: 'GDDR6', tdp: 263, psu: 700, base: 54000, best: true },
  { chip: 'Radeon RX 7900 GRE 16GB', maker: 'AMD', memory: 16, memoryType: 'GDDR6', tdp: 260, psu: 700, base: 60000 },
  { chip: 'Radeon RX 7900 XTX 24GB', maker: 'AMD', memory: 24, memoryType: 'GDDR6', tdp: 355, psu: 800, base: 98000 },
  { chip: 'Arc A750 8GB', maker: 'Intel', memory: 8, memoryType: 'GDDR6', tdp: 225, psu: 600, base: 21000 },
  { chip: 'Arc A770 16GB', maker: 'Intel', memory: 16, memoryType: 'GDDR6', tdp: 225, psu: 650, base: 31000 },
  { chip: 'Arc B580 12GB', maker: 'Intel', memory: 12, memoryType: 'GDDR6', tdp: 190, psu: 600, base: 27000 },
];

/** Board partners: [brand, product line, price factor, boost clock bump, length, extra features]. */
const GPU_PARTNERS: Record<GpuModel['maker'], [string, string, number, number, number, string[]][]> = {
  NVIDIA: [
    ['ASUS', 'Dual OC', 1.0, 30, 227, []],
    ['ASUS', 'TUF Gaming OC', 1.1, 90, 301, ['Dual BIOS']],
    ['ASUS', 'ROG Strix OC', 1.22, 150, 336, ['RGB', 'Dual BIOS']],
    ['MSI', 'Ventus 2X OC', 0.99, 25, 199, []],
    ['MSI', 'Gaming X Trio', 1.12, 105, 338, ['RGB']],
    ['Gigabyte', 'Windforce OC', 0.98, 20, 261, []],
    ['Gigabyte', 'AORUS Master', 1.2, 140, 357, ['RGB', 'LCD Edge View']],
    ['Zotac', 'Gaming Twin Edge OC', 0.97, 15, 221, []],
    ['Zotac', 'Gaming Trinity OC', 1.05, 60, 306, ['RGB']],
    ['Galax', '1-Click OC', 0.98, 20, 250, []],
    ['Inno3D', 'Twin X2 OC', 0.96, 10, 250, []],
  ],
  AMD: [
    ['Sapphire', 'Pulse', 1.0, 40, 280, []],
    ['Sapphire', 'Nitro+', 1.12, 120, 310, ['RGB', 'Dual BIOS']],
    ['PowerColor', 'Hellhound', 1.02, 60, 322, ['RGB']],
    ['PowerColor', 'Red Devil', 1.1, 110, 338, ['RGB', 'Dual BIOS']],
    ['XFX', 'Speedster SWFT', 0.99, 30, 270, []],
    ['ASRock', 'Challenger OC', 0.97, 20, 269, []],
  ],
  Intel: [
    ['Intel', 'Limited Edition', 1.0, 0, 267, ['RGB']],
    ['ASRock', 'Challenger OC', 1.0, 50, 270, []],
    ['Sparkle', 'Titan OC', 1.03, 80, 286, ['RGB']],
  ],
};

function gpuBoost(model: GpuModel): number {
  if (model.maker === 'AMD') return 2400 + (model.memory >= 16 ? 100 : 250);
  if (model.maker === 'Intel') return 2400;
  return 2475 + (model.memory >= 16 ? 100 : 0);
}

const graphicsCards: ProductDraft[] = GPU_MODELS.flatMap((model, modelIndex) => {
  const partners = GPU_PARTNERS[model.maker];
  // Every model in 2-4 partner cards: a different, stable subset for each model.
  const count = model.maker === 'Intel' ? 2 : model.best ? 4 : 3;
  return Array.from({ length: count }, (_, i) => {
    const partner = partners[(modelIndex * 3 + i * 2) % partners.length] as (typeof partners)[number];
    const [brand, line, factor, bump, length, extra] = partner;
    const prefix = model.maker === 'NVIDIA' ? 'NVIDIA ' : model.maker === 'AMD' ? 'AMD ' : 'Intel ';
    return p({
      name: `${brand} ${line} ${model.chip} ${model.memoryType} Graphics Card`,
      brand,
      label: model.maker === 'NVIDIA' ? 'NVIDIA GeForce' : model.maker === 'AMD' ? 'AMD Radeon' : 'Intel Arc',
      price: model.base * factor,
      bestseller: model.best && i === 0,
      used: model.base > 50000 && i === 1 ? ['pre-owned'] : [],
      keywords: [model.chip.replace(/ \d+GB$/, '').toLowerCase(), 'gpu'],
      specs: {
        gpu_brand: model.maker,
        gpu_model: `${prefix}${model.chip.replace(/ \d+GB$/, '')}`,
        gpu_memory_gb: model.memory,
        memory_type: model.memoryType,
        boost_clock_mhz: gpuBoost(model) + bump,
        tdp_w: model.tdp,
        recommended_psu_w: model.psu,
        length_mm: length,
        features: [...(model.maker === 'AMD' ? AMD_FEATURES : model.maker === 'NVIDIA' ? NVIDIA_FEATURES : ['Ray Tracing', 'XeSS', 'AV1 Encode']), ...extra],
      },
    });
  });
});

type CpuRow = [name: string, cores: number, threads: number, boost: number, socket: string, tdp: number, price: number, igpu: boolean, cooler: boolean, unlocked: boolean, best?: boolean];

const processors: ProductDraft[] = (
  [
    ['Intel Core i3-12100F', 4, 8, 4.3, 'LGA1700', 58, 8000, false, true, false],
    ['Intel Core i5-12400F', 6, 12, 4.4, 'LGA1700', 65, 11500, false, true, false, true],
    ['Intel Core i5-13400F', 10, 16, 4.6, 'LGA1700', 65, 17000, false, true, false],
    ['Intel Core i5-14400F', 10, 16, 4.7, 'LGA1700', 65, 18500, false, true, false, true],
    ['Intel Core i5-14600K', 14, 20, 5.3, 'LGA1700', 125, 29000, true, false, true],
    ['Intel Core i7-14700K', 20, 28, 5.6, 'LGA1700', 125, 39500, true, false, true],
    ['Intel Core i7-14700F', 20, 28, 5.4, 'LGA1700', 65, 33000, false, true, false],
    ['Intel Core i9-14900K', 24, 32, 6.0, 'LGA1700', 125, 56000, true, false, true],
    ['Intel Core Ultra 5 245K', 14, 14, 5.2, 'LGA1851', 125, 30000, true, false, true],
    ['Intel Core Ultra 7 265K', 20, 20, 5.5, 'LGA1851', 125, 40000, true, false, true],
    ['Intel Core Ultra 9 285K', 24, 24, 5.7, 'LGA1851', 125, 60000, true, false, true],
    ['AMD Ryzen 5 5600', 6, 12, 4.4, 'AM4', 65, 11000, false, true, true, true],
    ['AMD Ryzen 5 5600X', 6, 12, 4.6, 'AM4', 65, 13000, false, true, true],
    ['AMD Ryzen 7 5700X3D', 8, 16, 4.1, 'AM4', 105, 21500, false, false, false],
    ['AMD Ryzen 7 5800X3D', 8, 16, 4.5, 'AM4', 105, 29000, false, false, false],
    ['AMD Ryzen 5 7600', 6, 12, 5.1, 'AM5', 65, 19500, true, true, true, true],
    ['AMD Ryzen 5 7600X', 6, 12, 5.3, 'AM5', 105, 21500, true, false, true],
    ['AMD Ryzen 7 7700X', 8, 16, 5.4, 'AM5', 105, 28500, true, false, true],
    ['AMD Ryzen 7 7800X3D', 8, 16, 5.0, 'AM5', 120, 38000, true, false, false, true],
    ['AMD Ryzen 9 7900X', 12, 24, 5.6, 'AM5', 170, 36000, true, false, true],
    ['AMD Ryzen 9 7950X', 16, 32, 5.7, 'AM5', 170, 55000, true, false, true],
    ['AMD Ryzen 9 7950X3D', 16, 32, 5.7, 'AM5', 120, 62000, true, false, true],
    ['AMD Ryzen 5 9600X', 6, 12, 5.4, 'AM5', 65, 25500, true, false, true],
    ['AMD Ryzen 7 9700X', 8, 16, 5.5, 'AM5', 65, 33000, true, false, true],
    ['AMD Ryzen 7 9800X3D', 8, 16, 5.2, 'AM5', 120, 51000, true, false, false, true],
  ] satisfies CpuRow[]
).map(([name, cores, threads, boost, socket, tdp, price, igpu, cooler, unlocked, best]) =>
  p({
    name: `${name} Desktop Processor (${cores} Cores, up to ${boost} GHz, ${socket})`,
    brand: name.startsWith('Intel') ? 'Intel' : 'AMD',
    label: name.startsWith('Intel') ? 'Intel Core' : 'AMD Ryzen',
    price,
    bestseller: best,
    used: price > 35000 ? ['pre-owned'] : [],
    keywords: ['cpu', name.replace(/^(Intel|AMD) /, '').toLowerCase()],
    specs: {
      cores,
      threads,
      boost_clock_ghz: boost,
      socket,
      tdp_w: tdp,
      integrated_graphics: igpu,
      cooler_included: cooler,
      unlocked,
      memory_type: socket === 'AM4' ? 'DDR4' : 'DDR5',
    },
  }),
);

type BoardRow = [name: string, brand: string, socket: string, chipset: string, form: string, memory: string, wifi: boolean, m2: number, price: number, best?: boolean];

const motherboards: ProductDraft[] = (
  [
    ['ASUS PRIME B760M-A WIFI D4', 'ASUS', 'LGA1700', 'Intel B760', 'Micro-ATX', 'DDR4', true, 2, 14500, true],
    ['ASUS TUF GAMING B760-PLUS WIFI', 'ASUS', 'LGA1700', 'Intel B760', 'ATX', 'DDR5', true, 3, 21000],
    ['ASUS ROG STRIX Z790-E GAMING WIFI II', 'ASUS', 'LGA1700', 'Intel Z790', 'ATX', 'DDR5', true, 5, 52000],
    ['ASUS ROG STRIX Z890-A GAMING WIFI', 'ASUS', 'LGA1851', 'Intel Z890', 'ATX', 'DDR5', true, 4, 42000],
    ['MSI PRO B760M-E DDR4', 'MSI', 'LGA1700', 'Intel B760', 'Micro-ATX', 'DDR4', false, 1, 9500, true],
    ['MSI MAG B760 TOMAHAWK WIFI', 'MSI', 'LGA1700', 'Intel B760', 'ATX', 'DDR5', true, 3, 20500],
    ['MSI MPG Z790 EDGE TI MAX WIFI', 'MSI', 'LGA1700', 'Intel Z790', 'ATX', 'DDR5', true, 4, 38000],
    ['MSI MAG Z890 TOMAHAWK WIFI', 'MSI', 'LGA1851', 'Intel Z890', 'ATX', 'DDR5', true, 4, 33000],
    ['Gigabyte B760M DS3H DDR4', 'Gigabyte', 'LGA1700', 'Intel B760', 'Micro-ATX', 'DDR4', false, 2, 10500],
    ['Gigabyte Z790 AORUS ELITE AX', 'Gigabyte', 'LGA1700', 'Intel Z790', 'ATX', 'DDR5', true, 4, 27500],
    ['Gigabyte H610M S2H DDR4', 'Gigabyte', 'LGA1700', 'Intel H610', 'Micro-ATX', 'DDR4', false, 1, 7000],
    ['MSI B650M GAMING PLUS WIFI', 'MSI', 'AM5', 'AMD B650', 'Micro-ATX', 'DDR5', true, 2, 15500, true],
    ['MSI MAG B650 TOMAHAWK WIFI', 'MSI', 'AM5', 'AMD B650', 'ATX', 'DDR5', true, 3, 22500],
    ['MSI MAG X870 TOMAHAWK WIFI', 'MSI', 'AM5', 'AMD X870', 'ATX', 'DDR5', true, 4, 31000],
    ['ASUS TUF GAMING B650-PLUS WIFI', 'ASUS', 'AM5', 'AMD B650', 'ATX', 'DDR5', true, 3, 21500],
    ['ASUS ROG STRIX X670E-E GAMING WIFI', 'ASUS', 'AM5', 'AMD X670E', 'ATX', 'DDR5', true, 4, 49000],
    ['ASUS ROG STRIX B650E-I GAMING WIFI', 'ASUS', 'AM5', 'AMD B650E', 'Mini-ITX', 'DDR5', true, 2, 32000],
    ['Gigabyte B650 AORUS ELITE AX', 'Gigabyte', 'AM5', 'AMD B650', 'ATX', 'DDR5', true, 3, 23000],
    ['ASRock B650M Pro RS WiFi', 'ASRock', 'AM5', 'AMD B650', 'Micro-ATX', 'DDR5', true, 3, 15000],
    ['MSI B550M PRO-VDH WIFI', 'MSI', 'AM4', 'AMD B550', 'Micro-ATX', 'DDR4', true, 2, 11000],
    ['ASUS TUF GAMING B550-PLUS WIFI II', 'ASUS', 'AM4', 'AMD B550', 'ATX', 'DDR4', true, 2, 15500],
    ['Gigabyte A520M K V2', 'Gigabyte', 'AM4', 'AMD A520', 'Micro-ATX', 'DDR4', false, 1, 6000],
  ] satisfies BoardRow[]
).map(([name, brand, socket, chipset, form, memory, wifi, m2, price, best]) =>
  p({
    name: `${name} ${form} Motherboard (${socket}, ${memory})`,
    brand,
    label: socket.startsWith('LGA') ? 'Intel Motherboards' : 'AMD Motherboards',
    price,
    bestseller: best,
    keywords: ['motherboard', chipset.replace(/^(Intel|AMD) /, '').toLowerCase()],
    specs: {
      socket,
      chipset,
      form_factor: form,
      memory_type: memory,
      memory_slots: form === 'Mini-ITX' ? 2 : 4,
      m2_slots: m2,
      wifi,
      features: [
        ...(wifi ? ['Wi-Fi 6E', 'Bluetooth 5.3'] : []),
        ...(chipset.includes('Z') || chipset.includes('X') ? ['PCIe 5.0'] : []),
        '2.5G LAN',
        'USB-C',
        'ARGB Headers',
      ],
    },
  }),
);

type RamRow = [line: string, brand: string, gen: 'DDR5' | 'DDR4', capacity: number, kit: string, speed: number, cl: number, rgb: boolean, price: number, best?: boolean];

const ram: ProductDraft[] = (
  [
    ['Corsair Vengeance', 'Corsair', 'DDR5', 32, '2 x 16GB', 6000, 30, false, 10500, true],
    ['Corsair Vengeance RGB', 'Corsair', 'DDR5', 32, '2 x 16GB', 6000, 36, true, 12000],
    ['Corsair Vengeance', 'Corsair', 'DDR5', 64, '2 x 32GB', 6000, 30, false, 19500],
    ['Corsair Dominator Titanium RGB', 'Corsair', 'DDR5', 32, '2 x 16GB', 7200, 34, true, 21000],
    ['G.Skill Trident Z5 RGB', 'G.Skill', 'DDR5', 32, '2 x 16GB', 6000, 30, true, 12500, true],
    ['G.Skill Trident Z5 Neo RGB (AMD EXPO)', 'G.Skill', 'DDR5', 32, '2 x 16GB', 6000, 30, true, 13000],
    ['G.Skill Flare X5 (AMD EXPO)', 'G.Skill', 'DDR5', 32, '2 x 16GB', 6000, 36, false, 10000],
    ['G.Skill Ripjaws S5', 'G.Skill', 'DDR5', 16, '2 x 8GB', 5600, 36, false, 5500],
    ['Kingston Fury Beast', 'Kingston', 'DDR5', 16, '1 x 16GB', 5200, 40, false, 5000],
    ['Kingston Fury Beast RGB', 'Kingston', 'DDR5', 32, '2 x 16GB', 6000, 36, true, 11500],
    ['Kingston Fury Renegade', 'Kingston', 'DDR5', 48, '2 x 24GB', 6400, 32, false, 17500],
    ['XPG Lancer RGB', 'XPG', 'DDR5', 32, '2 x 16GB', 6000, 30, true, 11000],
    ['TeamGroup T-Force Delta RGB', 'TeamGroup', 'DDR5', 32, '2 x 16GB', 6400, 40, true, 11000],
    ['Crucial Pro', 'Crucial', 'DDR5', 32, '2 x 16GB', 5600, 46, false, 8500],
    ['Corsair Vengeance LPX', 'Corsair', 'DDR4', 16, '2 x 8GB', 3200, 16, false, 3700, true],
    ['Corsair Vengeance LPX', 'Corsair', 'DDR4', 32, '2 x 16GB', 3200, 16, false, 6800],
    ['Corsair Vengeance RGB Pro', 'Corsair', 'DDR4', 16, '2 x 8GB', 3600, 18, true, 5200],
    ['G.Skill Ripjaws V', 'G.Skill', 'DDR4', 16, '2 x 8GB', 3600, 16, false, 4200],
    ['G.Skill Trident Z RGB', 'G.Skill', 'DDR4', 32, '2 x 16GB', 3600, 18, true, 8500],
    ['Kingston Fury Beast', 'Kingston', 'DDR4', 8, '1 x 8GB', 3200, 16, false, 1900, true],
    ['Kingston Fury Beast', 'Kingston', 'DDR4', 16, '1 x 16GB', 3200, 16, false, 3300],
    ['XPG Spectrix D35G RGB', 'XPG', 'DDR4', 16, '2 x 8GB', 3600, 18, true, 4500],
    ['Crucial Ballistix', 'Crucial', 'DDR4', 16, '2 x 8GB', 3200, 16, false, 3500],
  ] satisfies RamRow[]
).map(([line, brand, gen, capacity, kit, speed, cl, rgb, price, best]) =>
  p({
    name: `${line} ${capacity}GB (${kit}) ${gen} ${speed}MHz CL${cl} Desktop Memory`,
    brand,
    label: gen,
    price,
    bestseller: best,
    keywords: ['ram', 'memory'],
    specs: {
      ram_gb: capacity,
      kit,
      memory_type: gen,
      speed_mhz: speed,
      cas_latency: `CL${cl}`,
      rgb,
      memory_profile: line.includes('EXPO') ? 'AMD EXPO' : gen === 'DDR5' ? 'Intel XMP 3.0' : 'Intel XMP 2.0',
      warranty_years: 10,
    },
  }),
);

type StorageRow = [name: string, brand: string, label: string, capacity: number, type: string, iface: string, form: string, read: number, write: number, heatsink: boolean, price: number, best?: boolean];

const storage: ProductDraft[] = (
  [
    ['Samsung 990 PRO', 'Samsung', 'NVMe SSD', 1000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 7450, 6900, false, 11500, true],
    ['Samsung 990 PRO', 'Samsung', 'NVMe SSD', 2000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 7450, 6900, false, 18500],
    ['Samsung 990 PRO with Heatsink', 'Samsung', 'NVMe SSD', 2000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 7450, 6900, true, 20500],
    ['Samsung 990 PRO', 'Samsung', 'NVMe SSD', 4000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 7450, 6900, false, 34000],
    ['Samsung 990 EVO Plus', 'Samsung', 'NVMe SSD', 1000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 7150, 6300, false, 8500],
    ['Samsung 980', 'Samsung', 'NVMe SSD', 500, 'NVMe SSD', 'PCIe 3.0 x4', 'M.2 2280', 3100, 2600, false, 4200],
    ['WD_BLACK SN850X', 'WD', 'NVMe SSD', 1000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 7300, 6300, false, 9500, true],
    ['WD_BLACK SN850X', 'WD', 'NVMe SSD', 2000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 7300, 6600, false, 16500],
    ['WD_BLACK SN770', 'WD', 'NVMe SSD', 1000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 5150, 4900, false, 7000],
    ['WD Blue SN580', 'WD', 'NVMe SSD', 1000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 4150, 4150, false, 5800],
    ['Crucial P3 Plus', 'Crucial', 'NVMe SSD', 1000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 5000, 3600, false, 6000],
    ['Crucial T705', 'Crucial', 'NVMe SSD', 2000, 'NVMe SSD', 'PCIe 5.0 x4', 'M.2 2280', 14500, 12700, true, 32000],
    ['Kingston NV3', 'Kingston', 'NVMe SSD', 1000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 6000, 4000, false, 5300, true],
    ['Kingston KC3000', 'Kingston', 'NVMe SSD', 2000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 7000, 7000, false, 15500],
    ['Seagate FireCuda 530R', 'Seagate', 'NVMe SSD', 2000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 7400, 7000, false, 17500],
    ['Lexar NM790', 'Lexar', 'NVMe SSD', 1000, 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 7400, 6500, false, 6500],
    ['Samsung 870 EVO', 'Samsung', 'SATA SSD', 500, 'SATA SSD', 'SATA III', '2.5-inch', 560, 530, false, 4500],
    ['Samsung 870 EVO', 'Samsung', 'SATA SSD', 1000, 'SATA SSD', 'SATA III', '2.5-inch', 560, 530, false, 7500, true],
    ['Crucial MX500', 'Crucial', 'SATA SSD', 1000, 'SATA SSD', 'SATA III', '2.5-inch', 560, 510, false, 6500],
    ['WD Blue SA510', 'WD', 'SATA SSD', 500, 'SATA SSD', 'SATA III', '2.5-inch', 560, 510, false, 3800],
    ['Kingston A400', 'Kingston', 'SATA SSD', 480, 'SATA SSD', 'SATA III', '2.5-inch', 500, 450, false, 2900],
    ['Seagate BarraCuda 7200 RPM', 'Seagate', 'Hard Drives', 2000, 'HDD', 'SATA III', '3.5-inch', 220, 220, false, 5500],
    ['Seagate BarraCuda 7200 RPM', 'Seagate', 'Hard Drives', 4000, 'HDD', 'SATA III', '3.5-inch', 190, 190, false, 8500],
    ['WD Blue 7200 RPM', 'WD', 'Hard Drives', 1000, 'HDD', 'SATA III', '3.5-inch', 150, 150, false, 3900, true],
    ['Seagate IronWolf NAS', 'Seagate', 'Hard Drives', 4000, 'HDD', 'SATA III', '3.5-inch', 202, 202, false, 10500],
    ['WD Purple Surveillance', 'WD', 'Hard Drives', 2000, 'HDD', 'SATA III', '3.5-inch', 180, 180, false, 5600],
    ['Seagate Expansion Portable', 'Seagate', 'Hard Drives', 2000, 'HDD', 'USB 3.0', '2.5-inch', 120, 120, false, 6500],
  ] satisfies StorageRow[]
).map(([name, brand, label, capacity, type, iface, form, read, write, heatsink, price, best]) => {
  const size = capacity >= 1000 ? `${capacity / 1000}TB` : `${capacity}GB`;
  const kind = type === 'HDD' ? 'Hard Drive' : `${form === 'M.2 2280' ? 'M.2 ' : ''}${type}`;
  return p({
    name: `${name} ${size} ${iface === 'SATA III' || iface.startsWith('USB') ? '' : `${iface.replace(' x4', '')} `}${kind}`.replace(/\s+/g, ' '),
    brand,
    label,
    price,
    bestseller: best,
    keywords: type === 'HDD' ? ['hdd'] : ['ssd'],
    specs: {
      storage_gb: capacity,
      storage_type: type,
      interface: iface,
      form_factor: form,
      read_speed_mbps: read,
      write_speed_mbps: write,
      heatsink,
      warranty_years: type === 'HDD' ? 2 : 5,
    },
  });
});

type PsuRow = [name: string, brand: string, watts: number, rating: string, modular: string, atx3: boolean, price: number, best?: boolean];

const psus: ProductDraft[] = (
  [
    ['Corsair CX650', 'Corsair', 650, '80+ Bronze', 'Non Modular', false, 5800, true],
    ['Corsair RM750e', 'Corsair', 750, '80+ Gold', 'Fully Modular', true, 9800, true],
    ['Corsair RM850x', 'Corsair', 850, '80+ Gold', 'Fully Modular', true, 13500],
    ['Corsair RM1000x', 'Corsair', 1000, '80+ Gold', 'Fully Modular', true, 17500],
    ['Corsair HX1200i', 'Corsair', 1200, '80+ Platinum', 'Fully Modular', true, 27500],
    ['Cooler Master MWE 550 Bronze V2', 'Cooler Master', 550, '80+ Bronze', 'Non Modular', false, 4200],
    ['Cooler Master MWE Gold 850 V2', 'Cooler Master', 850, '80+ Gold', 'Fully Modular', true, 11500],
    ['MSI MAG A650BN', 'MSI', 650, '80+ Bronze', 'Non Modular', false, 4800],
    ['MSI MPG A850G PCIE5', 'MSI', 850, '80+ Gold', 'Fully Modular', true, 12500],
    ['Deepcool PK650D', 'Deepcool', 650, '80+ Bronze', 'Non Modular', false, 4600, true],
    ['Deepcool PQ850M', 'Deepcool', 850, '80+ Gold', 'Fully Modular', true, 11000],
    ['Antec NeoECO 750 Gold', 'Antec', 750, '80+ Gold', 'Semi Modular', false, 8500],
    ['Seasonic Focus GX-750', 'Seasonic', 750, '80+ Gold', 'Fully Modular', false, 11500],
    ['Seasonic Prime PX-1000', 'Seasonic', 1000, '80+ Platinum', 'Fully Modular', true, 24500],
    ['ASUS ROG Thor 1000P2', 'ASUS', 1000, '80+ Platinum', 'Fully Modular', true, 33000],
    ['ASUS TUF Gaming 750B', 'ASUS', 750, '80+ Bronze', 'Non Modular', false, 7000],
    ['Gigabyte UD850GM PG5', 'Gigabyte', 850, '80+ Gold', 'Fully Modular', true, 11000],
    ['Ant Esports VS600L', 'Ant Esports', 600, '80+ Bronze', 'Non Modular', false, 3200],
  ] satisfies PsuRow[]
).map(([name, brand, watts, rating, modular, atx3, price, best]) =>
  p({
    name: `${name} ${watts}W ${rating} ${modular} Power Supply${atx3 ? ' (ATX 3.0)' : ''}`,
    brand,
    label: rating,
    price,
    bestseller: best,
    keywords: ['psu', 'smps'],
    specs: {
      wattage_w: watts,
      efficiency_rating: rating,
      modular,
      atx_3: atx3,
      warranty_years: rating === '80+ Bronze' ? 5 : rating === '80+ Gold' ? 7 : 10,
    },
  }),
);

type CaseRow = [name: string, brand: string, label: string, boards: string[], panel: string, fans: number, gpu: number, rgb: boolean, colour: string, price: number, best?: boolean];

const ATX = ['ATX', 'Micro-ATX', 'Mini-ITX'];
const EATX = ['E-ATX', ...ATX];

const cabinets: ProductDraft[] = (
  [
    ['Lian Li O11 Dynamic EVO', 'Lian Li', 'Mid Tower', EATX, 'Tempered Glass', 0, 426, false, 'Black', 14500, true],
    ['Lian Li Lancool 216 RGB', 'Lian Li', 'Mid Tower', EATX, 'Tempered Glass', 3, 392, true, 'Black', 9500],
    ['Lian Li O11 Dynamic EVO XL', 'Lian Li', 'Full Tower', EATX, 'Tempered Glass', 0, 460, false, 'White', 21000],
    ['Lian Li A4-H2O', 'Lian Li', 'Mini-ITX and Micro-ATX', ['Mini-ITX'], 'Mesh', 0, 322, false, 'Black', 13500],
    ['NZXT H5 Flow', 'NZXT', 'Mid Tower', ATX, 'Tempered Glass', 2, 365, false, 'White', 8500, true],
    ['NZXT H9 Flow', 'NZXT', 'Mid Tower', ATX, 'Tempered Glass', 4, 435, false, 'Black', 15500],
    ['Corsair 4000D Airflow', 'Corsair', 'Mid Tower', ATX, 'Tempered Glass', 2, 360, false, 'Black', 8500, true],
    ['Corsair iCUE 5000X RGB', 'Corsair', 'Mid Tower', EATX, 'Tempered Glass', 3, 400, true, 'White', 17500],
    ['Corsair 7000D Airflow', 'Corsair', 'Full Tower', EATX, 'Tempered Glass', 3, 450, false, 'Black', 23000],
    ['Cooler Master MasterBox TD500 Mesh V2', 'Cooler Master', 'Mid Tower', EATX, 'Tempered Glass', 3, 410, true, 'Black', 8000],
    ['Cooler Master MasterBox Q300L', 'Cooler Master', 'Mini-ITX and Micro-ATX', ['Micro-ATX', 'Mini-ITX'], 'Acrylic', 1, 360, false, 'Black', 3800],
    ['Cooler Master MasterBox NR200P', 'Cooler Master', 'Mini-ITX and Micro-ATX', ['Mini-ITX'], 'Tempered Glass', 2, 330, false, 'Black', 8500],
    ['Deepcool CH560 Digital', 'Deepcool', 'Mid Tower', EATX, 'Tempered Glass', 4, 380, true, 'Black', 8500],
    ['Deepcool CC560 V2', 'Deepcool', 'Mid Tower', ATX, 'Tempered Glass', 4, 370, true, 'Black', 5000, true],
    ['Ant Esports ICE-112', 'Ant Esports', 'Mid Tower', ATX, 'Tempered Glass', 4, 350, true, 'Black', 3500],
    ['Antec C5 ARGB', 'Antec', 'Mid Tower', ATX, 'Tempered Glass', 7, 410, true, 'White', 8500],
    ['Fractal Design North', 'Fractal Design', 'Mid Tower', ATX, 'Mesh', 2, 355, false, 'Charcoal Black', 13500],
    ['Fractal Design Meshify 2 Compact', 'Fractal Design', 'Mid Tower', ATX, 'Tempered Glass', 3, 360, false, 'Black', 11500],
    ['Fractal Design Torrent', 'Fractal Design', 'Full Tower', EATX, 'Tempered Glass', 5, 461, false, 'Black', 19500],
    ['Phanteks XT Pro Ultra', 'Phanteks', 'Mid Tower', EATX, 'Tempered Glass', 4, 415, true, 'Black', 7500],
    ['Montech Air 903 Max', 'Montech', 'Mid Tower', EATX, 'Mesh', 4, 400, false, 'Black', 7000],
  ] satisfies CaseRow[]
).map(([name, brand, label, boards, panel, fans, gpu, rgb, colour, price, best]) =>
  p({
    name: `${name} ${label === 'Mini-ITX and Micro-ATX' ? 'Compact' : label} Cabinet (${colour})`,
    brand,
    label,
    price,
    bestseller: best,
    keywords: ['case', 'cabinet', 'chassis'],
    specs: {
      form_factor: label === 'Mini-ITX and Micro-ATX' ? 'Compact' : label,
      supported_motherboards: boards,
      side_panel: panel,
      fans_included: fans,
      max_gpu_length_mm: gpu,
      rgb,
      colour,
    },
  }),
);

type CoolerRow = [name: string, brand: string, type: 'Air' | 'Liquid', radiator: number | null, fans: number, tdp: number, rgb: boolean, lcd: boolean, price: number, best?: boolean];

const coolers: ProductDraft[] = (
  [
    ['Deepcool AK400', 'Deepcool', 'Air', null, 1, 220, false, false, 2900, true],
    ['Deepcool AK620 Digital', 'Deepcool', 'Air', null, 2, 260, true, true, 6500],
    ['Deepcool AG400 ARGB', 'Deepcool', 'Air', null, 1, 220, true, false, 2400],
    ['Cooler Master Hyper 212 Black Edition', 'Cooler Master', 'Air', null, 1, 150, false, false, 3200],
    ['Noctua NH-D15 chromax.black', 'Noctua', 'Air', null, 2, 250, false, false, 11500],
    ['Noctua NH-U12S redux', 'Noctua', 'Air', null, 1, 180, false, false, 5200],
    ['Arctic Freezer 36 A-RGB', 'Arctic', 'Air', null, 2, 220, true, false, 3800],
    ['Thermalright Peerless Assassin 120 SE', 'Thermalright', 'Air', null, 2, 245, false, false, 3900, true],
    ['Deepcool LS720 SE', 'Deepcool', 'Liquid', 360, 3, 300, true, false, 9500, true],
    ['Deepcool LE520', 'Deepcool', 'Liquid', 240, 2, 220, true, false, 6200],
    ['NZXT Kraken 240 RGB', 'NZXT', 'Liquid', 240, 2, 250, true, true, 16500],
    ['NZXT Kraken Elite 360 RGB', 'NZXT', 'Liquid', 360, 3, 300, true, true, 29500],
    ['Corsair iCUE H150i Elite LCD XT', 'Corsair', 'Liquid', 360, 3, 300, true, true, 27500],
    ['Corsair iCUE H100i RGB Elite', 'Corsair', 'Liquid', 240, 2, 250, true, false, 14500],
    ['Arctic Liquid Freezer III 360 A-RGB', 'Arctic', 'Liquid', 360, 3, 320, true, false, 11500],
    ['Cooler Master MasterLiquid 240L Core ARGB', 'Cooler Master', 'Liquid', 240, 2, 220, true, false, 6800],
    ['Lian Li Galahad II Trinity 360', 'Lian Li', 'Liquid', 360, 3, 300, true, false, 15500],
    ['MSI MAG CoreLiquid E360', 'MSI', 'Liquid', 360, 3, 300, true, false, 12500],
  ] satisfies CoolerRow[]
).map(([name, brand, type, radiator, fans, tdp, rgb, lcd, price, best]) =>
  p({
    name: `${name} ${type === 'Air' ? 'CPU Air Cooler' : `${radiator}mm AIO Liquid CPU Cooler`}`,
    brand,
    label: type === 'Air' ? 'Air Coolers' : 'Liquid Coolers',
    price,
    bestseller: best,
    keywords: type === 'Air' ? ['cpu cooler'] : ['aio', 'cpu cooler'],
    specs: {
      cooler_type: type,
      ...(radiator ? { radiator_size_mm: radiator } : {}),
      fans_included: fans,
      tdp_w: tdp,
      rgb,
      lcd_display: lcd,
      supported_sockets: ['LGA1700', 'LGA1851', 'AM5', 'AM4'],
    },
  }),
);

// Monitors --------------------------------------------------------------------------------------

type MonitorRow = [name: string, brand: string, label: string, size: number, res: string, hz: number, panel: string, ms: number, hdr: string, sync: string[], curved: boolean, price: number, best?: boolean];

const RES: Record<string, string> = {
  '1080p': '1920 x 1080',
  '1440p': '2560 x 1440',
  '4K': '3840 x 2160',
  UW: '3440 x 1440',
  SUW: '5120 x 1440',
};
const GSYNC = 'G-SYNC Compatible';
const FS = 'AMD FreeSync';
const FSP = 'AMD FreeSync Premium';
const FSPP = 'AMD FreeSync Premium Pro';

function monitor([name, brand, label, size, res, hz, panel, ms, hdr, sync, curved, price, best]: MonitorRow): ProductDraft {
  const resolution = RES[res] ?? res;
  const short = res === '1080p' ? 'FHD' : res === '1440p' ? 'QHD' : res === '4K' ? '4K UHD' : res === 'UW' ? 'UWQHD' : 'DQHD';
  return p({
    name: `${name} ${size}" ${short} ${hz}Hz ${panel} ${label.includes('Office') || label === 'Full HD' || label === 'QHD' || label === '4K UHD' ? '' : 'Gaming '}Monitor`.replace(/\s+/g, ' '),
    brand,
    label,
    price,
    bestseller: best,
    keywords: ['monitor', 'display'],
    used: price > 60000 ? ['refurbished'] : [],
    specs: {
      display_size_in: size,
      resolution,
      refresh_rate_hz: hz,
      panel_type: panel,
      response_time_ms: ms,
      hdr,
      adaptive_sync: sync,
      curved,
      ports: hz >= 144 ? ['HDMI 2.1', 'DisplayPort 1.4'] : ['HDMI 1.4', 'VGA'],
    },
  });
}

const gamingMonitors: ProductDraft[] = (
  [
    ['LG UltraGear 24GS60F', 'LG', '1080p', 24, '1080p', 180, 'IPS', 1, 'HDR10', [GSYNC, FSP], false, 12500, true],
    ['LG UltraGear 27GS75Q', 'LG', '1440p', 27, '1440p', 180, 'IPS', 1, 'HDR10', [GSYNC, FSP], false, 21500],
    ['LG UltraGear 27GR95QE', 'LG', '1440p', 27, '1440p', 240, 'OLED', 0.03, 'HDR True Black 400', [GSYNC, FSPP], false, 84990],
    ['LG UltraGear 32GR93U', 'LG', '4K', 32, '4K', 144, 'IPS', 1, 'HDR400', [GSYNC, FSP], false, 64990],
    ['Samsung Odyssey G5 LS27CG552', 'Samsung', '1440p', 27, '1440p', 165, 'VA', 1, 'HDR10', [FS], true, 21000, true],
    ['Samsung Odyssey G7 LS32BG702', 'Samsung', '4K', 32, '4K', 144, 'IPS', 1, 'HDR400', [GSYNC, FSPP], false, 69990],
    ['Samsung Odyssey OLED G6 LS27DG602', 'Samsung', '1440p', 27, '1440p', 360, 'QD-OLED', 0.03, 'HDR True Black 400', [GSYNC, FSPP], false, 99990],
    ['ASUS TUF Gaming VG249Q3A', 'ASUS', '1080p', 24, '1080p', 180, 'IPS', 1, 'None', [GSYNC, FSP], false, 10500, true],
    ['ASUS TUF Gaming VG27AQ3A', 'ASUS', '1440p', 27, '1440p', 180, 'IPS', 1, 'HDR10', [GSYNC, FSP], false, 20500],
    ['ASUS ROG Strix XG27ACS', 'ASUS', '1440p', 27, '1440p', 180, 'IPS', 1, 'HDR400', [GSYNC, FSP], false, 32000],
    ['ASUS ROG Swift PG27AQDM', 'ASUS', '1440p', 27, '1440p', 240, 'OLED', 0.03, 'HDR True Black 400', [GSYNC, FSPP], false, 89990],
    ['MSI G2412', 'MSI', '1080p', 24, '1080p', 170, 'IPS', 1, 'None', [FSP], false, 9500],
    ['MSI MAG 274QRF-QD E2', 'MSI', '1440p', 27, '1440p', 180, 'Rapid IPS', 1, 'HDR400', [GSYNC, FSP], false, 27500],
    ['MSI MPG 321URX QD-OLED', 'MSI', '4K', 32, '4K', 240, 'QD-OLED', 0.03, 'HDR True Black 400', [GSYNC, FSPP], false, 119990],
    ['Acer Nitro VG240Y M3', 'Acer', '1080p', 24, '1080p', 180, 'IPS', 1, 'HDR10', [FSP], false, 9000, true],
    ['Acer Predator XB273U F', 'Acer', '1440p', 27, '1440p', 240, 'IPS', 0.5, 'HDR400', [GSYNC], false, 42000],
    ['BenQ MOBIUZ EX2710Q', 'BenQ', '1440p', 27, '1440p', 165, 'IPS', 1, 'HDR400', [FSP], false, 33500],
    ['BenQ ZOWIE XL2546K', 'BenQ', '1080p', 24.5, '1080p', 240, 'TN', 0.5, 'None', [], false, 39990],
    ['Gigabyte M27Q X', 'Gigabyte', '1440p', 27, '1440p', 240, 'IPS', 1, 'HDR400', [FSP], false, 36500],
    ['Gigabyte AORUS FO27Q3', 'Gigabyte', '1440p', 27, '1440p', 360, 'QD-OLED', 0.03, 'HDR True Black 400', [FSPP], false, 79990],
    ['Alienware AW2725DF', 'Dell', '1440p', 27, '1440p', 360, 'QD-OLED', 0.03, 'HDR True Black 400', [FSPP], false, 89990],
    ['Dell G2724D', 'Dell', '1440p', 27, '1440p', 165, 'IPS', 1, 'HDR10', [GSYNC, FSP], false, 22500, true],
    ['ViewSonic VX2479-HD-PRO', 'ViewSonic', '1080p', 24, '1080p', 180, 'IPS', 1, 'None', [FSP], false, 9900],
  ] satisfies MonitorRow[]
).map(monitor);

const ultrawideMonitors: ProductDraft[] = (
  [
    ['LG UltraWide 34WP65C', 'LG', '34-inch Ultrawide', 34, 'UW', 160, 'VA', 1, 'HDR10', [FS], true, 32000, true],
    ['LG UltraGear 34GS95QE', 'LG', '34-inch Ultrawide', 34, 'UW', 240, 'OLED', 0.03, 'HDR True Black 400', [GSYNC, FSPP], true, 119990],
    ['Samsung Odyssey G9 LS49CG954', 'Samsung', '49-inch Super Ultrawide', 49, 'SUW', 240, 'VA', 1, 'HDR1000', [GSYNC, FSPP], true, 129990],
    ['Samsung Odyssey OLED G9 LS49CG934', 'Samsung', '49-inch Super Ultrawide', 49, 'SUW', 240, 'QD-OLED', 0.03, 'HDR True Black 400', [GSYNC, FSPP], true, 164990],
    ['Dell S3422DWG', 'Dell', '34-inch Ultrawide', 34, 'UW', 144, 'VA', 2, 'HDR400', [FSP], true, 42500],
    ['Alienware AW3423DWF', 'Dell', '34-inch Ultrawide', 34, 'UW', 165, 'QD-OLED', 0.1, 'HDR True Black 400', [FSPP], true, 94990],
    ['MSI MAG 342CQR E2', 'MSI', '34-inch Ultrawide', 34, 'UW', 180, 'VA', 1, 'HDR10', [FSP], true, 31500],
    ['Gigabyte G34WQC A', 'Gigabyte', '34-inch Ultrawide', 34, 'UW', 144, 'VA', 1, 'HDR400', [FSP], true, 33500],
    ['ASUS ROG Swift PG34WCDM', 'ASUS', '34-inch Ultrawide', 34, 'UW', 240, 'OLED', 0.03, 'HDR True Black 400', [GSYNC, FSPP], true, 129990],
  ] satisfies MonitorRow[]
).map(monitor);

const officeMonitors: ProductDraft[] = (
  [
    ['Dell P2422H', 'Dell', 'Full HD', 24, '1080p', 60, 'IPS', 5, 'None', [], false, 16500, true],
    ['Dell S2721QS', 'Dell', '4K UHD', 27, '4K', 60, 'IPS', 4, 'HDR10', [FS], false, 29500],
    ['LG 24MR400', 'LG', 'Full HD', 24, '1080p', 100, 'IPS', 5, 'None', [FS], false, 7500, true],
    ['LG 27UP850N', 'LG', '4K UHD', 27, '4K', 60, 'IPS', 5, 'HDR400', [FS], false, 39990],
    ['BenQ GW2480', 'BenQ', 'Full HD', 24, '1080p', 60, 'IPS', 5, 'None', [], false, 9500],
    ['BenQ PD2705Q', 'BenQ', 'QHD', 27, '1440p', 60, 'IPS', 5, 'HDR10', [], false, 31500],
    ['Samsung Essential S3 LS24C310', 'Samsung', 'Full HD', 24, '1080p', 75, 'IPS', 5, 'None', [FS], false, 8000],
    ['Samsung ViewFinity S6 LS27C612', 'Samsung', 'QHD', 27, '1440p', 100, 'IPS', 5, 'HDR10', [FS], false, 22500],
    ['Lenovo ThinkVision T24i-30', 'Lenovo', 'Full HD', 24, '1080p', 60, 'IPS', 4, 'None', [], false, 14500],
    ['HP M24f', 'HP', 'Full HD', 24, '1080p', 75, 'IPS', 5, 'None', [FS], false, 9500],
    ['ASUS ProArt PA278QV', 'ASUS', 'QHD', 27, '1440p', 75, 'IPS', 5, 'None', [FS], false, 28500],
  ] satisfies MonitorRow[]
).map(monitor);

// Accessories -----------------------------------------------------------------------------------

type KeyboardRow = [name: string, brand: string, label: string, switches: string, layout: string, wireless: boolean, rgb: boolean, hotswap: boolean, price: number, best?: boolean];

const keyboards: ProductDraft[] = (
  [
    ['Logitech G PRO X TKL Lightspeed', 'Logitech', 'Wireless', 'GX Brown Tactile', 'TKL', true, true, false, 19995],
    ['Logitech G213 Prodigy', 'Logitech', 'Membrane', 'Membrane', 'Full-size', false, true, false, 3995, true],
    ['Logitech G413 SE', 'Logitech', 'Mechanical', 'Tactile', 'Full-size', false, false, false, 5495],
    ['Logitech MX Keys S', 'Logitech', 'Wireless', 'Scissor', 'Full-size', true, false, false, 11995],
    ['Razer BlackWidow V4 X', 'Razer', 'Mechanical', 'Green Clicky', 'Full-size', false, true, false, 11999],
    ['Razer Huntsman V3 Pro TKL', 'Razer', 'Mechanical', 'Analog Optical', 'TKL', false, true, false, 21999],
    ['Razer Ornata V3', 'Razer', 'Membrane', 'Mecha-Membrane', 'Full-size', false, true, false, 5499],
    ['Corsair K70 RGB PRO', 'Corsair', 'Mechanical', 'Cherry MX Red Linear', 'Full-size', false, true, false, 15999],
    ['Corsair K65 PLUS Wireless', 'Corsair', 'Wireless', 'MLX Red Linear', '75%', true, true, true, 15499],
    ['Corsair K55 CORE RGB', 'Corsair', 'Membrane', 'Membrane', 'Full-size', false, true, false, 3999],
    ['HyperX Alloy Origins Core', 'HyperX', 'Mechanical', 'HyperX Red Linear', 'TKL', false, true, false, 7999, true],
    ['Keychron K2 Pro', 'Keychron', 'Wireless', 'K Pro Brown Tactile', '75%', true, true, true, 10999],
    ['Keychron K8 Pro', 'Keychron', 'Wireless', 'K Pro Red Linear', 'TKL', true, true, true, 10499],
    ['Keychron Q1 Pro', 'Keychron', 'Wireless', 'K Pro Banana Tactile', '75%', true, true, true, 18999],
    ['Redragon Kumara K552', 'Redragon', 'Mechanical', 'Outemu Blue Clicky', 'TKL', false, true, false, 2499, true],
    ['Cosmic Byte CB-GK-16 Firefly', 'Cosmic Byte', 'Mechanical', 'Outemu Blue Clicky', 'Full-size', false, true, false, 1999],
    ['Ant Esports MK1400 Pro', 'Ant Esports', 'Mechanical', 'Red Linear', 'Full-size', false, true, false, 2299],
    ['ASUS ROG Azoth', 'ASUS', 'Wireless', 'ROG NX Red Linear', '75%', true, true, true, 24999],
    ['SteelSeries Apex Pro TKL (2023)', 'SteelSeries', 'Mechanical', 'OmniPoint Hall Effect', 'TKL', false, true, false, 19999],
    ['SteelSeries Apex 3', 'SteelSeries', 'Membrane', 'Whisper-Quiet Membrane', 'Full-size', false, true, false, 4999],
    ['Wooting 60HE+', 'Wooting', 'Mechanical', 'Lekker Hall Effect', '60%', false, true, true, 21999],
  ] satisfies KeyboardRow[]
).map(([name, brand, label, switches, layout, wireless, rgb, hotswap, price, best]) =>
  p({
    name: `${name} ${wireless ? 'Wireless ' : ''}${label === 'Membrane' ? '' : 'Mechanical '}Gaming Keyboard`.replace('Wireless Mechanical Gaming Keyboard', 'Wireless Mechanical Keyboard').replace(/\s+/g, ' '),
    brand,
    label,
    price,
    bestseller: best,
    keywords: ['keyboard'],
    specs: {
      switch_type: switches,
      layout,
      wireless,
      connectivity: wireless ? ['USB-C', 'Bluetooth', '2.4 GHz'] : ['USB'],
      rgb,
      hot_swappable: hotswap,
    },
  }),
);

type MouseRow = [name: string, brand: string, wireless: boolean, dpi: number, sensor: string, weight: number, rgb: boolean, price: number, best?: boolean];

const mice: ProductDraft[] = (
  [
    ['Logitech G502 HERO', 'Logitech', false, 25600, 'HERO 25K', 121, true, 3995, true],
    ['Logitech G502 X PLUS', 'Logitech', true, 25600, 'HERO 25K', 106, true, 13995],
    ['Logitech G304 Lightspeed', 'Logitech', true, 12000, 'HERO', 99, false, 2695, true],
    ['Logitech G PRO X SUPERLIGHT 2', 'Logitech', true, 32000, 'HERO 2', 60, false, 13995],
    ['Logitech G102 Lightsync', 'Logitech', false, 8000, 'Mercury', 85, true, 1395, true],
    ['Logitech MX Master 3S', 'Logitech', true, 8000, 'Darkfield', 141, false, 9995],
    ['Razer DeathAdder V3', 'Razer', false, 30000, 'Focus Pro 30K', 59, false, 6999],
    ['Razer DeathAdder Essential', 'Razer', false, 6400, 'Optical', 96, false, 1499],
    ['Razer Viper V3 Pro', 'Razer', true, 35000, 'Focus Pro 35K', 54, false, 15999],
    ['Razer Basilisk V3', 'Razer', false, 26000, 'Focus+', 101, true, 5499],
    ['Razer Cobra', 'Razer', false, 8500, 'Optical', 58, true, 3499],
    ['Corsair Harpoon RGB Wireless', 'Corsair', true, 10000, 'Optical', 99, true, 4999],
    ['Corsair M65 RGB ULTRA', 'Corsair', false, 26000, 'Marksman', 97, true, 7499],
    ['SteelSeries Rival 3', 'SteelSeries', false, 8500, 'TrueMove Core', 77, true, 2499],
    ['SteelSeries Aerox 5 Wireless', 'SteelSeries', true, 18000, 'TrueMove Air', 74, true, 10999],
    ['ZOWIE EC2-C', 'BenQ', false, 3200, '3360', 73, false, 6999],
    ['Glorious Model O 2', 'Glorious', false, 26000, 'BAMF 2.0', 59, true, 5999],
    ['HyperX Pulsefire Haste 2', 'HyperX', false, 26000, 'HyperX 26K', 53, true, 4299],
    ['Redragon M711 Cobra', 'Redragon', false, 10000, 'Optical', 123, true, 999],
    ['Cosmic Byte Kilonova', 'Cosmic Byte', true, 4800, 'Optical', 90, true, 1199],
  ] satisfies MouseRow[]
).map(([name, brand, wireless, dpi, sensor, weight, rgb, price, best]) =>
  p({
    name: `${name} ${wireless ? 'Wireless ' : ''}${name.startsWith('Logitech MX') ? 'Mouse' : 'Gaming Mouse'}`,
    brand,
    label: wireless ? 'Wireless Mice' : 'Wired Mice',
    price,
    bestseller: best,
    keywords: ['mouse'],
    specs: {
      max_dpi: dpi,
      sensor,
      weight_g: weight,
      wireless,
      connectivity: wireless ? ['2.4 GHz', 'Bluetooth', 'USB-C'] : ['USB'],
      rgb,
    },
  }),
);

type HeadsetRow = [name: string, brand: string, wireless: boolean, platforms: string[], surround: string, driver: number, mic: boolean, battery: number | null, price: number, best?: boolean];

const ALL_PLATFORMS = ['PC', 'PS5', 'PS4', 'Xbox', 'Switch', 'Mobile'];

const headsets: ProductDraft[] = (
  [
    ['HyperX Cloud II', 'HyperX', false, ALL_PLATFORMS, '7.1 Virtual', 53, true, null, 7499, true],
    ['HyperX Cloud III Wireless', 'HyperX', true, ['PC', 'PS5', 'PS4', 'Switch'], 'Spatial Audio', 53, true, 120, 12999],
    ['HyperX Cloud Stinger 2', 'HyperX', false, ALL_PLATFORMS, 'Spatial Audio', 50, false, null, 3499],
    ['Logitech G435 Lightspeed', 'Logitech', true, ['PC', 'PS5', 'PS4', 'Mobile'], 'Spatial Audio', 40, false, 18, 5995, true],
    ['Logitech G733 Lightspeed', 'Logitech', true, ['PC', 'PS5', 'PS4'], '7.1 Virtual', 40, true, 29, 12995],
    ['Logitech G PRO X 2 Lightspeed', 'Logitech', true, ['PC', 'PS5', 'Xbox', 'Switch', 'Mobile'], 'Spatial Audio', 50, true, 50, 24995],
    ['Razer BlackShark V2 X', 'Razer', false, ALL_PLATFORMS, '7.1 Virtual', 50, false, null, 3999, true],
    ['Razer BlackShark V2 Pro (2023)', 'Razer', true, ['PC', 'PS5', 'Switch'], 'Spatial Audio', 50, true, 70, 17999],
    ['Razer Kraken V4', 'Razer', true, ['PC', 'PS5', 'Mobile'], 'Spatial Audio', 40, false, 70, 16999],
    ['Razer Barracuda X (2022)', 'Razer', true, ['PC', 'PS5', 'Switch', 'Mobile'], 'Spatial Audio', 40, true, 50, 9999],
    ['SteelSeries Arctis Nova 1', 'SteelSeries', false, ALL_PLATFORMS, 'Spatial Audio', 40, false, null, 5499],
    ['SteelSeries Arctis Nova 7 Wireless', 'SteelSeries', true, ['PC', 'PS5', 'Switch', 'Mobile'], 'Spatial Audio', 40, false, 38, 17999],
    ['SteelSeries Arctis Nova Pro Wireless', 'SteelSeries', true, ['PC', 'PS5', 'PS4'], 'Spatial Audio', 40, false, 44, 34999],
    ['Corsair HS55 Stereo', 'Corsair', false, ALL_PLATFORMS, 'Stereo', 50, false, null, 4499],
    ['Corsair HS80 RGB Wireless', 'Corsair', true, ['PC', 'PS5', 'PS4'], 'Spatial Audio', 50, false, 20, 13999],
    ['Sony INZONE H3', 'Sony', false, ['PC', 'PS5'], 'Spatial Audio', 40, false, null, 6990],
    ['Sony INZONE H7', 'Sony', true, ['PC', 'PS5'], 'Spatial Audio', 40, false, 40, 17990],
    ['Sony INZONE H9', 'Sony', true, ['PC', 'PS5'], 'Spatial Audio', 40, false, 32, 22990],
    ['Sony PULSE 3D Wireless Headset', 'Sony', true, ['PS5', 'PS4', 'PC'], 'Tempest 3D', 40, false, 12, 8990, true],
    ['Sony PULSE Elite Wireless Headset', 'Sony', true, ['PS5', 'PC', 'Mobile'], 'Tempest 3D', 40, false, 30, 12990],
    ['Xbox Wireless Headset', 'Microsoft', true, ['Xbox', 'PC', 'Mobile'], 'Spatial Audio', 40, false, 15, 9990],
    ['Cosmic Byte GS430', 'Cosmic Byte', false, ['PC', 'PS4', 'Mobile'], 'Stereo', 40, false, null, 999],
  ] satisfies HeadsetRow[]
).map(([name, brand, wireless, platforms, surround, driver, mic, battery, price, best]) =>
  p({
    name: `${name}${name.includes('Headset') ? '' : ` ${wireless ? 'Wireless ' : ''}Gaming Headset`}`,
    brand,
    label: wireless ? 'Wireless Headsets' : 'Wired Headsets',
    price,
    bestseller: best,
    keywords: ['headphones', 'headset'],
    used: price > 15000 ? ['pre-owned'] : [],
    specs: {
      wireless,
      connectivity: wireless ? ['2.4 GHz', 'Bluetooth', 'USB-C'] : ['3.5 mm', 'USB'],
      compatible_platforms: platforms,
      surround,
      driver_size_mm: driver,
      detachable_mic: mic,
      ...(battery ? { battery_hours: battery } : {}),
    },
  }),
);

const DS_FEATURES = ['Haptic Feedback', 'Adaptive Triggers', 'Built-in Microphone'];

const controllers: ProductDraft[] = [
  ...(
    [
      ['Midnight Black', true],
      ['White', true],
      ['Cosmic Red', false],
      ['Nova Pink', false],
      ['Starlight Blue', false],
      ['Galactic Purple', false],
      ['Volcanic Red', false],
      ['Sterling Silver', false],
    ] as const
  ).map(([colour, best]) =>
    p({
      name: `Sony DualSense Wireless Controller for PS5 (${colour})`,
      brand: 'Sony',
      label: 'PlayStation Controllers',
      price: colour === 'White' || colour === 'Midnight Black' ? 5990 : 6490,
      bestseller: best,
      used: colour === 'White' ? ['pre-owned'] : [],
      keywords: ['ps5 controller', 'dualsense', 'gamepad'],
      specs: { compatible_platforms: ['PS5', 'PC'], wireless: true, features: DS_FEATURES, battery_hours: 10, colour },
    }),
  ),
  p({ name: 'Sony DualSense Edge Wireless Controller for PS5', brand: 'Sony', label: 'PlayStation Controllers', price: 18990, keywords: ['ps5 controller', 'pro controller'], specs: { compatible_platforms: ['PS5', 'PC'], wireless: true, features: [...DS_FEATURES, 'Back Paddles', 'Trigger Stops'], battery_hours: 6, colour: 'White' } }),
  p({ name: 'Sony DualShock 4 Wireless Controller for PS4 (Jet Black)', brand: 'Sony', label: 'PlayStation Controllers', price: 4490, used: ['pre-owned'], keywords: ['ps4 controller', 'ds4'], specs: { compatible_platforms: ['PS4', 'PC'], wireless: true, features: ['Touch Pad', 'Light Bar'], battery_hours: 7, colour: 'Black' } }),
  ...(['Carbon Black', 'Robot White', 'Shock Blue', 'Pulse Red', 'Electric Volt'] as const).map((colour) =>
    p({
      name: `Microsoft Xbox Wireless Controller (${colour})`,
      brand: 'Microsoft',
      label: 'Xbox Controllers',
      price: colour === 'Carbon Black' || colour === 'Robot White' ? 5390 : 5890,
      bestseller: colour === 'Carbon Black',
      keywords: ['xbox controller', 'gamepad'],
      specs: { compatible_platforms: ['Xbox', 'PC', 'Mobile'], wireless: true, features: ['Share Button', 'Textured Grip'], battery_hours: 40, colour },
    }),
  ),
  p({ name: 'Microsoft Xbox Elite Wireless Controller Series 2', brand: 'Microsoft', label: 'Xbox Controllers', price: 17990, used: ['pre-owned'], keywords: ['xbox controller', 'elite'], specs: { compatible_platforms: ['Xbox', 'PC'], wireless: true, features: ['Back Paddles', 'Trigger Stops', 'Adjustable Tension Sticks'], battery_hours: 40, colour: 'Black' } }),
  p({ name: 'Nintendo Switch Pro Controller', brand: 'Nintendo', label: 'PC and Switch Controllers', price: 5999, bestseller: true, keywords: ['switch controller'], specs: { compatible_platforms: ['Switch', 'PC'], wireless: true, features: ['HD Rumble', 'Motion Controls', 'amiibo NFC'], battery_hours: 40, colour: 'Black' } }),
  p({ name: 'Nintendo Joy-Con Pair (Neon Red and Neon Blue)', brand: 'Nintendo', label: 'PC and Switch Controllers', price: 7499, keywords: ['joycon', 'joy-con'], specs: { compatible_platforms: ['Switch'], wireless: true, features: ['HD Rumble', 'Motion Controls', 'IR Camera'], battery_hours: 20, colour: 'Neon Red and Neon Blue' } }),
  p({ name: '8BitDo Ultimate Bluetooth Controller with Charging Dock', brand: '8BitDo', label: 'PC and Switch Controllers', price: 4999, keywords: ['gamepad'], specs: { compatible_platforms: ['Switch', 'PC', 'Mobile'], wireless: true, features: ['Hall Effect Sticks', 'Back Paddles', 'Charging Dock'], battery_hours: 22, colour: 'Black' } }),
  p({ name: '8BitDo Pro 2 Bluetooth Controller', brand: '8BitDo', label: 'PC and Switch Controllers', price: 4499, keywords: ['gamepad'], specs: { compatible_platforms: ['Switch', 'PC', 'Mobile'], wireless: true, features: ['Back Paddles', 'Motion Controls'], battery_hours: 20, colour: 'Grey' } }),
  p({ name: 'PowerA Enhanced Wired Controller for Xbox Series X|S', brand: 'PowerA', label: 'Xbox Controllers', price: 2999, keywords: ['xbox controller'], specs: { compatible_platforms: ['Xbox', 'PC'], wireless: false, features: ['Back Paddles'], colour: 'Black' } }),
  p({ name: 'Cosmic Byte Stellaris Wireless Gamepad', brand: 'Cosmic Byte', label: 'PC and Switch Controllers', price: 1899, bestseller: true, keywords: ['gamepad'], specs: { compatible_platforms: ['PC', 'Mobile'], wireless: true, features: ['Hall Effect Sticks', 'Turbo'], battery_hours: 15, colour: 'Black' } }),
  p({ name: 'EvoFox Elite X Wired Gamepad', brand: 'EvoFox', label: 'PC and Switch Controllers', price: 1199, keywords: ['gamepad'], specs: { compatible_platforms: ['PC'], wireless: false, features: ['Dual Vibration'], colour: 'Black' } }),
];

type PadRow = [name: string, brand: string, label: string, size: string, surface: string, rgb: boolean, price: number, best?: boolean];

const mousePads: ProductDraft[] = (
  [
    ['Logitech G240 Cloth', 'Logitech', 'Control', 'Medium', 'Cloth Control', false, 1295, true],
    ['Logitech G640 Large Cloth', 'Logitech', 'Control', 'Large', 'Cloth Control', false, 2495],
    ['Logitech G840 XL Cloth', 'Logitech', 'Extended', 'XL', 'Cloth Control', false, 3495],
    ['Razer Gigantus V2 Medium', 'Razer', 'Control', 'Medium', 'Cloth Control', false, 999, true],
    ['Razer Gigantus V2 XXL', 'Razer', 'Extended', 'XXL', 'Cloth Control', false, 2999],
    ['Razer Goliathus Extended Chroma', 'Razer', 'Extended', 'XL', 'Cloth Speed', true, 5999],
    ['SteelSeries QcK Medium', 'SteelSeries', 'Control', 'Medium', 'Cloth Control', false, 1099],
    ['SteelSeries QcK Heavy Large', 'SteelSeries', 'Control', 'Large', 'Cloth Control', false, 2499],
    ['SteelSeries QcK Prism XL', 'SteelSeries', 'Extended', 'XL', 'Cloth Speed', true, 5999],
    ['Corsair MM300 PRO Extended', 'Corsair', 'Extended', 'XL', 'Cloth Speed', false, 2999],
    ['Corsair MM700 RGB Extended', 'Corsair', 'Extended', 'XL', 'Cloth Speed', true, 5999],
    ['HyperX Pulsefire Mat XL', 'HyperX', 'Extended', 'XL', 'Cloth Speed', false, 2799],
    ['Artisan Hayate Otsu Large', 'Artisan', 'Speed', 'Large', 'Cloth Speed', false, 6499],
    ['Glorious Helios Hard Mouse Pad', 'Glorious', 'Speed', 'Large', 'Hard', false, 3499],
  ] satisfies PadRow[]
).map(([name, brand, label, size, surface, rgb, price, best]) =>
  p({
    name: `${name} Gaming Mouse Pad`,
    brand,
    label,
    price,
    bestseller: best,
    keywords: ['mousepad', 'mouse mat'],
    specs: { pad_size: size, surface, rgb },
  }),
);

type StreamRow = [name: string, brand: string, label: string, type: string, res: string | null, fps: number | null, conn: string[], price: number, best?: boolean];

const streaming: ProductDraft[] = (
  [
    ['Logitech C270 HD Webcam', 'Logitech', 'Webcams', 'Webcam', '720p', 30, ['USB'], 1495, true],
    ['Logitech C920 PRO HD Webcam', 'Logitech', 'Webcams', 'Webcam', '1080p', 30, ['USB'], 6995, true],
    ['Logitech Brio 4K Webcam', 'Logitech', 'Webcams', 'Webcam', '4K', 30, ['USB-C'], 17995],
    ['Logitech StreamCam', 'Logitech', 'Webcams', 'Webcam', '1080p', 60, ['USB-C'], 9995],
    ['Razer Kiyo Pro Webcam', 'Razer', 'Webcams', 'Webcam', '1080p', 60, ['USB'], 13999],
    ['Elgato Facecam MK.2 Webcam', 'Elgato', 'Webcams', 'Webcam', '1080p', 60, ['USB-C'], 14999],
    ['Elgato HD60 X Capture Card', 'Elgato', 'Capture Cards', 'Capture Card', '4K', 60, ['USB-C', 'HDMI 2.0'], 17999, true],
    ['Elgato 4K X Capture Card', 'Elgato', 'Capture Cards', 'Capture Card', '4K', 144, ['USB-C', 'HDMI 2.1'], 25999],
    ['Elgato Cam Link 4K', 'Elgato', 'Capture Cards', 'Capture Card', '4K', 30, ['USB', 'HDMI 2.0'], 11999],
    ['AVerMedia Live Gamer Mini GC311', 'AVerMedia', 'Capture Cards', 'Capture Card', '1080p', 60, ['USB', 'HDMI 2.0'], 8999],
    ['HyperX QuadCast S USB Microphone', 'HyperX', 'Microphones', 'Microphone', null, null, ['USB-C'], 12990, true],
    ['HyperX SoloCast USB Microphone', 'HyperX', 'Microphones', 'Microphone', null, null, ['USB'], 4490],
    ['Fifine K669B USB Microphone', 'Fifine', 'Microphones', 'Microphone', null, null, ['USB'], 2499],
    ['Blue Yeti USB Microphone', 'Logitech', 'Microphones', 'Microphone', null, null, ['USB'], 11999],
    ['Elgato Wave:3 USB Microphone', 'Elgato', 'Microphones', 'Microphone', null, null, ['USB-C'], 15999],
    ['RODE NT-USB Mini Microphone', 'RODE', 'Microphones', 'Microphone', null, null, ['USB'], 9900],
  ] satisfies StreamRow[]
).map(([name, brand, label, type, res, fps, conn, price, best]) =>
  p({
    name,
    brand,
    label,
    price,
    bestseller: best,
    keywords: type === 'Microphone' ? ['mic', 'streaming'] : ['streaming'],
    specs: {
      device_type: type,
      ...(res ? { max_resolution: res } : {}),
      ...(fps ? { max_fps: fps } : {}),
      connectivity: conn,
    },
  }),
);

type ConsoleAccessoryRow = [name: string, brand: string, label: string, platforms: string[], price: number, extra: Specs, best?: boolean];

const consoleAccessories: ProductDraft[] = (
  [
    ['Sony DualSense Charging Station', 'Sony', 'Charging', ['PS5'], 2590, {}, true],
    ['Sony PlayStation 5 Disc Drive for PS5 Slim and PS5 Pro', 'Sony', 'Storage and Drives', ['PS5'], 7990, {}, true],
    ['Sony PlayStation 5 Vertical Stand', 'Sony', 'Stands and Protection', ['PS5'], 2490, {}],
    ['Sony PlayStation 5 Media Remote', 'Sony', 'Charging', ['PS5'], 2190, {}],
    ['Microsoft Xbox Rechargeable Battery + USB-C Cable', 'Microsoft', 'Charging', ['Xbox'], 2290, {}],
    ['Seagate Storage Expansion Card 1TB for Xbox Series X|S', 'Seagate', 'Storage and Drives', ['Xbox'], 19990, { storage_gb: 1000 }],
    ['WD_BLACK C50 Expansion Card 1TB for Xbox Series X|S', 'WD', 'Storage and Drives', ['Xbox'], 17990, { storage_gb: 1000 }],
    ['WD_BLACK SN850P 2TB NVMe SSD for PS5 Consoles', 'WD', 'Storage and Drives', ['PS5'], 21990, { storage_gb: 2000 }],
    ['Nintendo Switch OLED Carrying Case and Screen Protector', 'Nintendo', 'Stands and Protection', ['Switch'], 1999, {}],
    ['HORI Split Pad Pro for Nintendo Switch', 'HORI', 'Stands and Protection', ['Switch'], 5499, {}],
    ['PowerA Dual Charging Station for Xbox Controllers', 'PowerA', 'Charging', ['Xbox'], 2999, {}],
    ['Nintendo Switch Dock Set', 'Nintendo', 'Charging', ['Switch'], 6999, {}],
  ] satisfies ConsoleAccessoryRow[]
).map(([name, brand, label, platforms, price, extra, best]) =>
  p({
    name,
    brand,
    label,
    price,
    bestseller: best,
    keywords: platforms.includes('PS5') ? ['ps5 accessories'] : platforms.includes('Xbox') ? ['xbox accessories'] : ['switch accessories'],
    specs: {
      compatible_platforms: platforms,
      accessory_type: label,
      ...extra,
    },
  }),
);

// Games -----------------------------------------------------------------------------------------

type GameRow = [title: string, publisher: string, genre: string, age: number, multiplayer: boolean, price: number, best?: boolean];

function games(rows: GameRow[], platform: string, suffix: string, format: string, usedShare: number): ProductDraft[] {
  return rows.map(([title, publisher, genre, age, multiplayer, price, best], i) =>
    p({
      name: `${title} (${suffix})`,
      brand: publisher,
      label: genre,
      price,
      bestseller: best,
      used: i % usedShare === 0 ? ['pre-owned'] : [],
      keywords: ['game'],
      specs: {
        platform,
        genre,
        edition: title.includes('Deluxe') ? 'Deluxe' : title.includes('Ultimate') ? 'Ultimate' : title.includes('Gold') ? 'Gold' : 'Standard',
        age_rating: age,
        multiplayer,
        format,
      },
    }),
  );
}

const ps5Games = games(
  [
    ["Marvel's Spider-Man 2", 'Sony', 'Action', 16, false, 4999, true],
    ['God of War Ragnarök', 'Sony', 'Action', 18, false, 4499, true],
    ['Gran Turismo 7', 'Sony', 'Racing', 3, true, 3999, true],
    ['EA SPORTS FC 25', 'Electronic Arts', 'Sports', 3, true, 4499, true],
    ['EA SPORTS FC 24', 'Electronic Arts', 'Sports', 3, true, 2499],
    ['Call of Duty: Black Ops 6', 'Activision', 'Shooter', 18, true, 5499, true],
    ['Call of Duty: Modern Warfare III', 'Activision', 'Shooter', 18, true, 3999],
    ['Astro Bot', 'Sony', 'Adventure', 7, false, 4999],
    ['Ratchet & Clank: Rift Apart', 'Sony', 'Adventure', 7, false, 2999],
    ['Horizon Forbidden West Complete Edition', 'Sony', 'RPG', 16, false, 3999],
    ["Ghost of Tsushima Director's Cut", 'Sony', 'Action', 18, true, 3999],
    ['Elden Ring', 'Bandai Namco', 'RPG', 16, true, 3999, true],
    ['Elden Ring Shadow of the Erdtree Edition', 'Bandai Namco', 'RPG', 16, true, 5999],
    ['Final Fantasy VII Rebirth', 'Square Enix', 'RPG', 16, false, 4999],
    ['Final Fantasy XVI', 'Square Enix', 'RPG', 18, false, 3499],
    ['Hogwarts Legacy', 'Warner Bros. Games', 'RPG', 12, false, 3499],
    ["Demon's Souls", 'Sony', 'RPG', 16, true, 2999],
    ['Returnal', 'Sony', 'Shooter', 16, true, 2499],
    ['Stellar Blade', 'Sony', 'Action', 18, false, 4999],
    ['Black Myth: Wukong', 'Game Science', 'Action', 16, false, 4999],
    ['Tekken 8', 'Bandai Namco', 'Action', 12, true, 3999],
    ['Mortal Kombat 1', 'Warner Bros. Games', 'Action', 18, true, 3499],
    ['NBA 2K25', '2K', 'Sports', 3, true, 3999],
    ['WWE 2K24', '2K', 'Sports', 16, true, 3499],
    ['Cricket 24', 'Nacon', 'Sports', 3, true, 3499, true],
    ['F1 24', 'Electronic Arts', 'Racing', 3, true, 3999],
    ['Need for Speed Unbound', 'Electronic Arts', 'Racing', 12, true, 2999],
    ['The Crew Motorfest', 'Ubisoft', 'Racing', 12, true, 2999],
    ["Assassin's Creed Mirage", 'Ubisoft', 'Action', 18, false, 2999],
    ['Resident Evil 4', 'Capcom', 'Action', 18, false, 2999],
    ['Grand Theft Auto V', 'Rockstar Games', 'Action', 18, true, 2499, true],
    ['Cyberpunk 2077 Ultimate Edition', 'CD Projekt', 'RPG', 18, false, 3999],
    ["Baldur's Gate 3", 'Larian Studios', 'RPG', 18, true, 4999],
    ["Dragon's Dogma 2", 'Capcom', 'RPG', 16, false, 4499],
    ['Star Wars Jedi: Survivor', 'Electronic Arts', 'Adventure', 16, false, 2999],
    ['It Takes Two', 'Electronic Arts', 'Adventure', 12, true, 2499],
    ["Marvel's Spider-Man: Miles Morales", 'Sony', 'Action', 16, false, 2499],
    ['The Last of Us Part I', 'Sony', 'Adventure', 18, false, 3499],
    ['The Last of Us Part II Remastered', 'Sony', 'Adventure', 18, false, 3499],
    ["Death Stranding Director's Cut", 'Sony', 'Adventure', 18, false, 2499],
  ],
  'PS5',
  'PS5',
  'Physical Disc',
  4,
);

const ps4Games = games(
  [
    ['The Last of Us Part II', 'Sony', 'Adventure', 18, false, 1999, true],
    ['God of War', 'Sony', 'Action', 18, false, 1499, true],
    ["Uncharted 4: A Thief's End", 'Sony', 'Adventure', 16, true, 1499],
    ["Marvel's Spider-Man Game of the Year Edition", 'Sony', 'Action', 16, false, 1999],
    ['Grand Theft Auto V Premium Edition', 'Rockstar Games', 'Action', 18, true, 1999, true],
    ['Red Dead Redemption 2', 'Rockstar Games', 'Action', 18, true, 2499],
    ['FIFA 23', 'Electronic Arts', 'Sports', 3, true, 1499],
    ['Ghost of Tsushima', 'Sony', 'Action', 18, true, 2499],
    ['Horizon Zero Dawn Complete Edition', 'Sony', 'RPG', 16, false, 1499],
    ['Days Gone', 'Sony', 'Action', 18, false, 1499],
    ['Bloodborne', 'Sony', 'RPG', 16, true, 1499],
    ['Gran Turismo Sport', 'Sony', 'Racing', 3, true, 999],
    ['Minecraft', 'Mojang', 'Adventure', 7, true, 1999],
    ['Crash Bandicoot N. Sane Trilogy', 'Activision', 'Adventure', 7, false, 1999],
    ['Call of Duty: Modern Warfare', 'Activision', 'Shooter', 18, true, 1999],
    ['Cricket 22', 'Nacon', 'Sports', 3, true, 1999],
    ['WWE 2K23', '2K', 'Sports', 16, true, 1999],
    ['Need for Speed Heat', 'Electronic Arts', 'Racing', 12, true, 1499],
  ],
  'PS4',
  'PS4',
  'Physical Disc',
  2,
);

const xboxGames = games(
  [
    ['Forza Horizon 5', 'Xbox Game Studios', 'Racing', 3, true, 3999, true],
    ['Halo Infinite', 'Xbox Game Studios', 'Shooter', 16, true, 2999],
    ['Starfield', 'Bethesda', 'RPG', 18, false, 4499],
    ['Forza Motorsport', 'Xbox Game Studios', 'Racing', 3, true, 3999],
    ['Gears 5', 'Xbox Game Studios', 'Shooter', 18, true, 1999],
    ['Microsoft Flight Simulator', 'Xbox Game Studios', 'Adventure', 3, true, 4499],
    ['Indiana Jones and the Great Circle', 'Bethesda', 'Adventure', 16, false, 4999],
    ['Call of Duty: Black Ops 6', 'Activision', 'Shooter', 18, true, 5499, true],
    ['EA SPORTS FC 25', 'Electronic Arts', 'Sports', 3, true, 4499],
    ['Hogwarts Legacy', 'Warner Bros. Games', 'RPG', 12, false, 3499],
    ['Elden Ring', 'Bandai Namco', 'RPG', 16, true, 3999],
    ['Diablo IV', 'Blizzard', 'RPG', 18, true, 3999],
    ['Sea of Thieves', 'Xbox Game Studios', 'Adventure', 12, true, 2499],
    ['Mortal Kombat 1', 'Warner Bros. Games', 'Action', 18, true, 3499],
  ],
  'Xbox Series X|S',
  'Xbox Series X',
  'Physical Disc',
  5,
);

const switchGames = games(
  [
    ['The Legend of Zelda: Tears of the Kingdom', 'Nintendo', 'Adventure', 12, false, 5499, true],
    ['The Legend of Zelda: Breath of the Wild', 'Nintendo', 'Adventure', 12, false, 4499],
    ['Mario Kart 8 Deluxe', 'Nintendo', 'Racing', 3, true, 4499, true],
    ['Super Mario Bros. Wonder', 'Nintendo', 'Adventure', 3, true, 4999],
    ['Super Mario Odyssey', 'Nintendo', 'Adventure', 7, false, 4499],
    ['Animal Crossing: New Horizons', 'Nintendo', 'Adventure', 3, true, 4499],
    ['Pokémon Scarlet', 'Nintendo', 'RPG', 7, true, 4999],
    ['Pokémon Violet', 'Nintendo', 'RPG', 7, true, 4999],
    ['Pokémon Legends: Arceus', 'Nintendo', 'RPG', 7, false, 4499],
    ['Super Smash Bros. Ultimate', 'Nintendo', 'Action', 12, true, 4999, true],
    ['Splatoon 3', 'Nintendo', 'Shooter', 7, true, 4499],
    ['Kirby and the Forgotten Land', 'Nintendo', 'Adventure', 7, true, 4499],
    ['Metroid Prime Remastered', 'Nintendo', 'Action', 12, false, 3499],
    ["Luigi's Mansion 3", 'Nintendo', 'Adventure', 7, true, 4499],
    ['Mario Party Superstars', 'Nintendo', 'Sports', 3, true, 4499],
    ['Pikmin 4', 'Nintendo', 'Adventure', 7, false, 4499],
    ['Xenoblade Chronicles 3', 'Nintendo', 'RPG', 12, false, 4999],
    ['Minecraft', 'Mojang', 'Adventure', 7, true, 2499],
    ['Hades', 'Supergiant Games', 'Action', 12, false, 2499],
    ['Nintendo Switch Sports', 'Nintendo', 'Sports', 7, true, 3999],
  ],
  'Nintendo Switch',
  'Nintendo Switch',
  'Game Card',
  5,
);

// Taxonomy ----------------------------------------------------------------------------------------

export const CATALOG: CategoryDef[] = [
  {
    name: 'Consoles',
    description: 'PlayStation, Xbox, Nintendo Switch and handheld gaming PCs, new and pre-owned.',
    color: '#2563eb',
    subcategories: [
      { name: 'PlayStation', glyph: 'console', labels: ['PS5', 'PS5 Pro', 'PS4', 'PS Portal', 'PS VR2'], products: playstation },
      { name: 'Xbox', glyph: 'console', labels: ['Series X', 'Series S', 'Xbox One'], products: xbox },
      { name: 'Nintendo', glyph: 'handheld', labels: ['Switch OLED', 'Switch', 'Switch Lite'], products: nintendo },
      { name: 'Handheld PCs', glyph: 'handheld', labels: ['Steam Deck', 'ROG Ally', 'Legion Go', 'MSI Claw'], products: handhelds },
    ],
  },
  {
    name: 'Computers',
    description: 'Gaming laptops, prebuilt gaming PCs, workstations and mini PCs.',
    color: '#7c3aed',
    subcategories: [
      { name: 'Laptops', glyph: 'laptop', labels: ['Gaming Laptop', 'Thin and Light', 'Creator Laptop', 'Business Laptop'], products: laptops },
      { name: 'Desktops', glyph: 'desktop', labels: ['Gaming Desktop', 'Workstation', 'All-in-One'], products: desktops },
      { name: 'Mini PCs', glyph: 'minipc', labels: ['Mac mini', 'NUC and Intel Mini PC', 'Ryzen Mini PC'], products: miniPcs },
    ],
  },
  {
    name: 'PC Parts',
    description: 'Graphics cards, processors, motherboards, memory, storage, power supplies, cabinets and coolers.',
    color: '#16a34a',
    subcategories: [
      { name: 'Graphics Cards', glyph: 'gpu', labels: ['NVIDIA GeForce', 'AMD Radeon', 'Intel Arc'], products: graphicsCards },
      { name: 'Processors', glyph: 'cpu', labels: ['Intel Core', 'AMD Ryzen'], products: processors },
      { name: 'Motherboards', glyph: 'board', labels: ['Intel Motherboards', 'AMD Motherboards'], products: motherboards },
      { name: 'RAM', glyph: 'ram', labels: ['DDR5', 'DDR4'], products: ram },
      { name: 'Storage', glyph: 'ssd', labels: ['NVMe SSD', 'SATA SSD', 'Hard Drives'], products: storage },
      { name: 'Power Supplies', glyph: 'psu', labels: ['80+ Bronze', '80+ Gold', '80+ Platinum'], products: psus },
      { name: 'Cabinets', glyph: 'case', labels: ['Mid Tower', 'Full Tower', 'Mini-ITX and Micro-ATX'], products: cabinets },
      { name: 'CPU Coolers', glyph: 'fan', labels: ['Air Coolers', 'Liquid Coolers'], products: coolers },
    ],
  },
  {
    name: 'Monitors',
    description: 'High refresh rate gaming monitors, ultrawides and everyday office displays.',
    color: '#ea580c',
    subcategories: [
      { name: 'Gaming Monitors', glyph: 'monitor', labels: ['1080p', '1440p', '4K'], products: gamingMonitors },
      { name: 'Ultrawide Monitors', glyph: 'monitor', labels: ['34-inch Ultrawide', '49-inch Super Ultrawide'], products: ultrawideMonitors },
      { name: 'Office Monitors', glyph: 'monitor', labels: ['Full HD', 'QHD', '4K UHD'], products: officeMonitors },
    ],
  },
  {
    name: 'Accessories',
    description: 'Keyboards, mice, headsets, controllers, mouse pads, streaming gear and console add-ons.',
    color: '#db2777',
    subcategories: [
      { name: 'Keyboards', glyph: 'keyboard', labels: ['Mechanical', 'Wireless', 'Membrane'], products: keyboards },
      { name: 'Mice', glyph: 'mouse', labels: ['Wired Mice', 'Wireless Mice'], products: mice },
      { name: 'Headsets', glyph: 'headset', labels: ['Wired Headsets', 'Wireless Headsets'], products: headsets },
      { name: 'Controllers', glyph: 'controller', labels: ['PlayStation Controllers', 'Xbox Controllers', 'PC and Switch Controllers'], products: controllers },
      { name: 'Mouse Pads', glyph: 'pad', labels: ['Control', 'Speed', 'Extended'], products: mousePads },
      { name: 'Streaming Gear', glyph: 'mic', labels: ['Webcams', 'Microphones', 'Capture Cards'], products: streaming },
      { name: 'Console Accessories', glyph: 'accessory', labels: ['Charging', 'Storage and Drives', 'Stands and Protection'], products: consoleAccessories },
    ],
  },
  {
    name: 'Games',
    description: 'Physical games for PS5, PS4, Xbox and Nintendo Switch, new and pre-owned.',
    color: '#0891b2',
    subcategories: [
      { name: 'PS5 Games', glyph: 'game', labels: ['Action', 'Adventure', 'RPG', 'Shooter', 'Sports', 'Racing'], products: ps5Games },
      { name: 'PS4 Games', glyph: 'game', labels: ['Action', 'Adventure', 'RPG', 'Shooter', 'Sports', 'Racing'], products: ps4Games },
      { name: 'Xbox Games', glyph: 'game', labels: ['Action', 'Adventure', 'RPG', 'Shooter', 'Sports', 'Racing'], products: xboxGames },
      { name: 'Nintendo Switch Games', glyph: 'game', labels: ['Action', 'Adventure', 'RPG', 'Shooter', 'Sports', 'Racing'], products: switchGames },
    ],
  },
];

// Seeded shoppers (reviewers) ---------------------------------------------------------------------

export interface SeedUser {
  id: string;
  email: string;
  name: string;
  mobile: string;
  city: string;
  state: string;
  zip: string;
}

export const SEED_USERS: SeedUser[] = [
  { id: '0d6f3a58-7a1e-4c2b-9a51-000000000001', email: 'demo@gamegear.in', name: 'Demo Shopper', mobile: '9876543210', city: 'Bengaluru', state: 'Karnataka', zip: '560001' },
  { id: '0d6f3a58-7a1e-4c2b-9a51-000000000002', email: 'aarav.sharma@gamegear.in', name: 'Aarav Sharma', mobile: '9810012345', city: 'New Delhi', state: 'Delhi', zip: '110001' },
  { id: '0d6f3a58-7a1e-4c2b-9a51-000000000003', email: 'priya.nair@gamegear.in', name: 'Priya Nair', mobile: '9847012345', city: 'Kochi', state: 'Kerala', zip: '682001' },
  { id: '0d6f3a58-7a1e-4c2b-9a51-000000000004', email: 'rohan.mehta@gamegear.in', name: 'Rohan Mehta', mobile: '9820012345', city: 'Mumbai', state: 'Maharashtra', zip: '400001' },
  { id: '0d6f3a58-7a1e-4c2b-9a51-000000000005', email: 'ananya.iyer@gamegear.in', name: 'Ananya Iyer', mobile: '9840012345', city: 'Chennai', state: 'Tamil Nadu', zip: '600001' },
  { id: '0d6f3a58-7a1e-4c2b-9a51-000000000006', email: 'vikram.singh@gamegear.in', name: 'Vikram Singh', mobile: '9829012345', city: 'Jaipur', state: 'Rajasthan', zip: '302001' },
  { id: '0d6f3a58-7a1e-4c2b-9a51-000000000007', email: 'sneha.patil@gamegear.in', name: 'Sneha Patil', mobile: '9822012345', city: 'Pune', state: 'Maharashtra', zip: '411001' },
  { id: '0d6f3a58-7a1e-4c2b-9a51-000000000008', email: 'karthik.reddy@gamegear.in', name: 'Karthik Reddy', mobile: '9849012345', city: 'Hyderabad', state: 'Telangana', zip: '500001' },
];

/** The password of every seeded user (local development only). */
export const SEED_PASSWORD = 'GameGear@123';
