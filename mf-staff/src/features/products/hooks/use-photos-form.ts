import { useEffect, useRef, useState } from 'react';
import {
  PRODUCT_PHOTO_MESSAGES,
  PRODUCT_PHOTOS,
  type ProductImage,
  productImagesInputSchema,
  productPhotoProblem,
} from 'shared/contracts';
import { removeProductPhotos, uploadProductPhoto, useSaveProductImages } from '../api/photos';
import { productPhotoPathOf, readPhotoSize } from '../lib/photos';

/** One photo in the list: `key` stays with it while it moves. */
export interface PhotoItem extends ProductImage {
  key: string;
}

/** The controls of a photo that can take the focus after a change. */
export type PhotoControl = 'up' | 'down' | 'primary' | 'remove' | 'alt';

/** Where the focus goes after a move or a removal (a photo's control, or the file input). */
export type PhotoFocus = { key: string; control: PhotoControl } | 'add';

let nextKey = 0;
const keyed = (image: ProductImage): PhotoItem => {
  nextKey += 1;
  return { ...image, key: `photo-${nextKey}` };
};

/**
 * The product's photos: upload checked files to Storage (each added with an empty alt text staff
 * must fill), reorder them (the first is the primary photo), describe and remove them; 'Save
 * photos' checks the list with `productImagesInputSchema` and sets it with
 * `staff_set_product_images`. After a save, the files this session uploaded or took off the list
 * that the saved list does not hold are removed from Storage (only this product's folder).
 */
export function usePhotosForm(
  productId: string,
  initial: readonly ProductImage[],
  focus: (target: PhotoFocus) => void,
) {
  const [items, setItems] = useState<PhotoItem[]>(() => initial.map(keyed));
  const [altErrors, setAltErrors] = useState<Record<string, string>>({});
  const [listError, setListError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<PhotoFocus | null>(null);
  /** Bucket paths uploaded by this session, and of photos taken off the list: clean-up candidates. */
  const candidates = useRef(new Set<string>());
  const save = useSaveProductImages(productId);

  useEffect(() => {
    if (focusRequest === null) return;
    focus(focusRequest);
    setFocusRequest(null);
  }, [focusRequest, focus]);

  const changed = () => {
    setSaved(false);
    setServerError(null);
    setListError(null);
  };

  const add = async (files: readonly File[]) => {
    changed();
    const found: string[] = [];
    const good: File[] = [];
    for (const file of files) {
      const problem = productPhotoProblem(file);
      if (problem) found.push(problem);
      else good.push(file);
    }
    const room = Math.max(0, PRODUCT_PHOTOS.maxCount - items.length - uploading);
    if (good.length > room) {
      found.push(PRODUCT_PHOTO_MESSAGES.tooMany);
      good.splice(room);
    }
    setProblems(found);
    if (good.length === 0) return;
    setUploading((n) => n + good.length);
    const added: PhotoItem[] = [];
    for (const file of good) {
      try {
        const size = await readPhotoSize(file);
        const uploaded = await uploadProductPhoto(productId, file);
        candidates.current.add(uploaded.path);
        const item = keyed({ url: uploaded.url, ...size, alt: '' });
        added.push(item);
        setItems((current) => [...current, item]);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        setProblems((current) => [...current, message]);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (added.length > 0) {
      setAnnouncement(
        added.length === 1
          ? 'Photo added at the end of the list: describe it.'
          : `${added.length} photos added at the end of the list: describe them.`,
      );
      const first = added[0];
      if (first) setFocusRequest({ key: first.key, control: 'alt' });
    }
  };

  const move = (key: string, to: number, control: PhotoControl) => {
    const from = items.findIndex((i) => i.key === key);
    const item = items[from];
    if (!item || to < 0 || to >= items.length || to === from) return;
    changed();
    const next = items.filter((i) => i.key !== key);
    next.splice(to, 0, item);
    setItems(next);
    setAnnouncement(
      to === 0
        ? `Photo moved to position 1 of ${items.length}: now the primary photo.`
        : `Photo moved to position ${to + 1} of ${items.length}.`,
    );
    // The pressed button may now be disabled (top or bottom): the focus goes to its neighbour.
    let target = control;
    if (to === 0 && control !== 'down') target = items.length > 1 ? 'down' : 'alt';
    if (to === items.length - 1 && control === 'down') target = 'up';
    setFocusRequest({ key, control: target });
  };

  const remove = (key: string) => {
    const at = items.findIndex((i) => i.key === key);
    const item = items[at];
    if (!item) return;
    changed();
    const path = productPhotoPathOf(item.url, productId);
    if (path) candidates.current.add(path);
    const next = items.filter((i) => i.key !== key);
    setItems(next);
    setAltErrors(({ [key]: _gone, ...rest }) => rest);
    setAnnouncement(`Photo ${at + 1} taken off the list. Save the photos to keep the change.`);
    const neighbour = next[Math.min(at, next.length - 1)];
    setFocusRequest(neighbour ? { key: neighbour.key, control: 'remove' } : 'add');
  };

  const setAlt = (key: string, alt: string) => {
    changed();
    setItems((current) => current.map((i) => (i.key === key ? { ...i, alt } : i)));
    setAltErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _fixed, ...rest } = current;
      return rest;
    });
  };

  const submit = () => {
    if (save.isPending || uploading > 0) return;
    changed();
    const images = items.map(({ url, width, height, alt }) => ({ url, width, height, alt: alt.trim() }));
    const parsed = productImagesInputSchema.safeParse(images);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      let list: string | null = null;
      for (const issue of parsed.error.issues) {
        const item = typeof issue.path[0] === 'number' ? items[issue.path[0]] : undefined;
        if (item && issue.path[1] === 'alt') next[item.key] ??= issue.message;
        else list ??= issue.message;
      }
      setAltErrors(next);
      setListError(list);
      const firstInvalid = items.find((i) => next[i.key]);
      if (firstInvalid) setFocusRequest({ key: firstInvalid.key, control: 'alt' });
      return;
    }
    setAltErrors({});
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setItems(answer.map(keyed));
        setSaved(true);
        setProblems([]);
        const kept = new Set(answer.map((i) => productPhotoPathOf(i.url, productId)));
        const unused = [...candidates.current].filter((path) => !kept.has(path));
        candidates.current = new Set([...candidates.current].filter((path) => kept.has(path)));
        void removeProductPhotos(unused);
      },
      onError: (error) => {
        setServerError(error instanceof Error ? error.message : String(error));
      },
    });
  };

  return {
    items,
    altErrors,
    listError,
    problems,
    serverError,
    saved,
    uploading,
    saving: save.isPending,
    announcement,
    add,
    move,
    remove,
    setAlt,
    submit,
  };
}
