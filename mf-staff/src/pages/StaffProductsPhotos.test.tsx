import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { PRODUCT_PHOTO_MESSAGES, PRODUCT_PHOTOS } from 'shared/contracts';
import { renderApp, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeProductsBackend,
  type FakeProductsBackend,
  fakeProduct,
  productUuid,
  publicPhotoUrl,
} from '../features/products/test-products';
import { StaffPage } from './StaffPage';

let fake: FakeProductsBackend;
const ID = productUuid(1);
const SEED = 'https://cdn.example/ps5-1.webp';

/** Sizes `createImageBitmap` reads, by file name (happy-dom decodes no image). */
const sizes: Record<string, { width: number; height: number }> = {};

beforeEach(() => {
  fake = createFakeProductsBackend();
  fake.state.products = [fakeProduct(1)];
  setSupabaseForTests(fake.client);
  signIn({ id: 'staff-1', email: 'staff@gamegear.in' });
  let n = 0;
  vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
    n += 1;
    return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` as `${string}-${string}-${string}-${string}-${string}`;
  });
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (file: File) => {
      const size = sizes[file.name];
      if (!size) throw new Error('not an image');
      return { ...size, close: () => {} };
    }),
  );
});

afterEach(() => {
  resetSupabaseForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function photo(name: string, type: string, width = 1200, height = 900, bytes = 2048): File {
  sizes[name] = { width, height };
  const file = new File([new Uint8Array(8)], name, { type });
  // The size checks read `size`; a real 6 MB buffer is not needed.
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

async function openPhotos() {
  renderApp(<StaffPage />, { route: `/staff/products/${ID}` });
  return await screen.findByRole('region', { name: 'Photos' });
}

const uploads = () => fake.state.storageCalls.filter((c) => c.op === 'upload');
const saves = () => fake.state.calls.filter((c) => c.name === 'staff_set_product_images');
const rows = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: /^Photos,/ })).getAllByRole('listitem');
const altField = (panel: HTMLElement, n: number) =>
  within(panel).getByLabelText(new RegExp(`^Alt text, photo ${n}`)) as HTMLInputElement;
const button = (row: HTMLElement | undefined, name: string) =>
  within(row as HTMLElement).getByRole('button', { name });

describe('product photos', () => {
  it('uploads two photos, reorders them, makes one primary, describes them and saves the list', async () => {
    const panel = await openPhotos();
    expect(rows(panel)).toHaveLength(1);
    expect(within(rows(panel)[0] as HTMLElement).getByText(/Photo 1 \(primary\)/)).toBeTruthy();
    expect(altField(panel, 1).value).toBe('PlayStation 5 #1');
    const input = within(panel).getByLabelText('Add photos') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');

    await userEvent.upload(input, [
      photo('front.jpg', 'image/jpeg', 1200, 900),
      photo('back.webp', 'image/webp', 800, 800),
    ]);
    await waitFor(() => expect(rows(panel)).toHaveLength(3));
    expect(uploads()).toEqual([
      {
        op: 'upload',
        bucket: PRODUCT_PHOTOS.bucket,
        paths: [`products/${ID}/00000000-0000-4000-8000-000000000001.jpg`],
        options: { contentType: 'image/jpeg', cacheControl: '31536000', upsert: false },
      },
      {
        op: 'upload',
        bucket: PRODUCT_PHOTOS.bucket,
        paths: [`products/${ID}/00000000-0000-4000-8000-000000000002.webp`],
        options: { contentType: 'image/webp', cacheControl: '31536000', upsert: false },
      },
    ]);
    const front = publicPhotoUrl(`products/${ID}/00000000-0000-4000-8000-000000000001.jpg`);
    const back = publicPhotoUrl(`products/${ID}/00000000-0000-4000-8000-000000000002.webp`);
    // New photos come with an empty alt text; the first new one takes the focus.
    expect(altField(panel, 2).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(altField(panel, 2)));
    // The thumbnail is the resized photo.
    const thumb = rows(panel)[1]?.querySelector('img');
    expect(thumb?.getAttribute('src')).toBe(
      `${front.replace('/object/public/', '/render/image/public/')}?width=96&resize=contain&quality=80`,
    );

    // Move the back photo up (3 -> 2), then make the front photo (now 3) primary.
    await userEvent.click(button(rows(panel)[2], 'Move up'));
    expect(altField(panel, 2).value).toBe('');
    expect(document.activeElement).toBe(button(rows(panel)[1], 'Move up'));
    expect(within(panel).getByText('Photo moved to position 2 of 3.')).toBeTruthy();
    await userEvent.click(button(rows(panel)[2], 'Make primary'));
    expect(within(rows(panel)[0] as HTMLElement).getByText(/Photo 1 \(primary\)/)).toBeTruthy();
    expect(within(rows(panel)[0] as HTMLElement).queryByRole('button', { name: 'Make primary' })).toBeNull();
    expect((button(rows(panel)[0], 'Move up') as HTMLButtonElement).disabled).toBe(true);
    // Keyboard: the seed photo moves down with Enter on its focused button.
    button(rows(panel)[1], 'Move down').focus();
    await userEvent.keyboard('{Enter}');

    await userEvent.type(altField(panel, 1), 'PS5 from the front');
    await userEvent.type(altField(panel, 2), '  PS5 from the back ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save photos' }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.args).toEqual({
      p_product_id: ID,
      p_images: [
        { url: front, width: 1200, height: 900, alt: 'PS5 from the front' },
        { url: back, width: 800, height: 800, alt: 'PS5 from the back' },
        { url: SEED, width: 800, height: 800, alt: 'PlayStation 5 #1' },
      ],
    });
    expect(await within(panel).findByText(PRODUCT_PHOTO_MESSAGES.saved)).toBeTruthy();
    // Every uploaded file is listed: nothing to remove from Storage.
    expect(fake.state.storageCalls.filter((c) => c.op === 'remove')).toEqual([]);
    // The product is read again (its list image is now the front photo).
    await waitFor(() =>
      expect(fake.state.calls.filter((c) => c.name === 'staff_list_products').length).toBeGreaterThan(1),
    );
  });

  it('refuses a GIF and a 6 MB file with their messages and uploads neither', async () => {
    const panel = await openPhotos();
    const input = within(panel).getByLabelText('Add photos');
    await userEvent.upload(
      input,
      [photo('spin.gif', 'image/gif'), photo('huge.jpg', 'image/jpeg', 4000, 3000, 6_000_000)],
      {
        applyAccept: false,
      },
    );
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain(PRODUCT_PHOTO_MESSAGES.wrongType('spin.gif'));
    expect(alert.textContent).toContain(PRODUCT_PHOTO_MESSAGES.tooLarge('huge.jpg'));
    expect(uploads()).toEqual([]);
    expect(rows(panel)).toHaveLength(1);
  });

  it('says when a file cannot be read as an image, and shows Storage’s refusal', async () => {
    const panel = await openPhotos();
    const input = within(panel).getByLabelText('Add photos');
    const broken = new File([new Uint8Array(8)], 'broken.png', { type: 'image/png' });
    await userEvent.upload(input, broken);
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      PRODUCT_PHOTO_MESSAGES.unreadable('broken.png'),
    );
    expect(uploads()).toEqual([]);

    fake.state.refuseUpload = '403';
    await userEvent.upload(input, photo('side.png', 'image/png'));
    await waitFor(() =>
      expect(within(panel).getByRole('alert').textContent).toContain(
        'side.png: Only staff can add product photos.',
      ),
    );
    expect(rows(panel)).toHaveLength(1);
  });

  it('refuses to save a photo without alt text, saying which, and sends nothing', async () => {
    const panel = await openPhotos();
    await userEvent.upload(
      within(panel).getByLabelText('Add photos'),
      photo('top.png', 'image/png', 640, 480),
    );
    await waitFor(() => expect(rows(panel)).toHaveLength(2));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save photos' }));
    expect(await within(panel).findByText(PRODUCT_PHOTO_MESSAGES.alt)).toBeTruthy();
    expect(altField(panel, 2).getAttribute('aria-invalid')).toBe('true');
    expect(altField(panel, 1).getAttribute('aria-invalid')).not.toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(altField(panel, 2)));
    expect(saves()).toEqual([]);
    expect(within(panel).queryByText(PRODUCT_PHOTO_MESSAGES.saved)).toBeNull();
  });

  it('removes a photo; after the save its file (this product’s) is removed from Storage', async () => {
    const mine = `products/${ID}/old.png`;
    const other = `products/${productUuid(2)}/theirs.png`;
    fake.state.objects.set(`${PRODUCT_PHOTOS.bucket}/${mine}`, { type: 'image/png', size: 10 });
    fake.state.objects.set(`${PRODUCT_PHOTOS.bucket}/${other}`, { type: 'image/png', size: 10 });
    fake.state.products = [
      fakeProduct(1, {
        images: [
          { url: publicPhotoUrl(mine), width: 10, height: 10, alt: 'Old' },
          { url: publicPhotoUrl(other), width: 10, height: 10, alt: 'Another product’s' },
          { url: SEED, width: 800, height: 800, alt: 'Seed' },
        ],
      }),
    ];
    const panel = await openPhotos();
    expect(rows(panel)).toHaveLength(3);
    await userEvent.upload(within(panel).getByLabelText('Add photos'), photo('dropped.png', 'image/png'));
    await waitFor(() => expect(rows(panel)).toHaveLength(4));
    await userEvent.click(button(rows(panel)[3], 'Remove'));
    await userEvent.click(button(rows(panel)[1], 'Remove'));
    await userEvent.click(button(rows(panel)[0], 'Remove'));
    expect(rows(panel)).toHaveLength(1);
    expect(document.activeElement).toBe(button(rows(panel)[0], 'Remove'));
    // Nothing is removed from Storage before the list is saved.
    expect(fake.state.storageCalls.filter((c) => c.op === 'remove')).toEqual([]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Save photos' }));
    expect(await within(panel).findByText(PRODUCT_PHOTO_MESSAGES.saved)).toBeTruthy();
    expect(saves()[0]?.args.p_images).toEqual([{ url: SEED, width: 800, height: 800, alt: 'Seed' }]);
    await waitFor(() => expect(fake.state.storageCalls.filter((c) => c.op === 'remove')).toHaveLength(1));
    const removed = fake.state.storageCalls.find((c) => c.op === 'remove');
    expect(removed?.paths.sort()).toEqual(
      [`products/${ID}/00000000-0000-4000-8000-000000000001.png`, mine].sort(),
    );
    expect(fake.state.objects.has(`${PRODUCT_PHOTOS.bucket}/${other}`)).toBe(true);
  });

  it('shows the database’s refusal and keeps the list', async () => {
    const panel = await openPhotos();
    fake.state.refuseNext = PRODUCT_PHOTO_MESSAGES.duplicate;
    await userEvent.click(within(panel).getByRole('button', { name: 'Save photos' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toBe(`The photos were not saved: ${PRODUCT_PHOTO_MESSAGES.duplicate}`);
    expect(rows(panel)).toHaveLength(1);
    expect(within(panel).queryByText(PRODUCT_PHOTO_MESSAGES.saved)).toBeNull();
  });

  it('a new product gets its photos after its first save', async () => {
    renderApp(<StaffPage />, { route: '/staff/products/new' });
    await screen.findByRole('form', { name: 'New product' });
    expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
    expect(screen.getByText(/are added once the product is created/)).toBeTruthy();
  });
});
