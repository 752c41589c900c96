import { useState } from 'react';
import { useSaveProduct } from '../api/products';
import {
  fieldOfServerMessage,
  firstInvalidProductField,
  type ProductField,
  type ProductFormErrors,
  type ProductFormValues,
  readProductForm,
  type SpecRow,
  slugify,
} from '../lib/product-form';

type ScalarField = Exclude<keyof ProductFormValues, 'spec'>;

/**
 * The product form: checks every field with the database's rules before sending, keeps what was
 * typed when the database refuses (its message shown beside the form, and under its field when it
 * is about one), and says 'Product saved.' until the next edit. A new product's slug follows its
 * name until the slug is typed in.
 */
export function useProductForm({
  initial,
  productId,
  initiallySaved,
  focusField,
  onCreated,
}: {
  initial: ProductFormValues;
  productId: string | null;
  initiallySaved: boolean;
  focusField: (field: ProductField) => void;
  onCreated: (id: string) => void;
}) {
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(initiallySaved);
  const [slugTouched, setSlugTouched] = useState(productId !== null || initial.slug !== '');
  const save = useSaveProduct();

  const edited = (fields: ProductField[]) => {
    setErrors((current) => {
      if (!fields.some((f) => current[f])) return current;
      const next = { ...current };
      for (const f of fields) delete next[f];
      return next;
    });
    setServerError(null);
    setSaved(false);
  };

  const setField = <K extends ScalarField>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'name' && !slugTouched && productId === null) next.slug = slugify(String(value));
      // A subcategory belongs to its category, a label to its subcategory.
      if (field === 'category_id') {
        next.subcategory_id = '';
        next.label_id = '';
      }
      if (field === 'subcategory_id') next.label_id = '';
      return next;
    });
    if (field === 'slug') setSlugTouched(true);
    const touched: ProductField[] = [field as ProductField];
    if (field === 'name' && !slugTouched) touched.push('slug');
    if (field === 'category_id') touched.push('subcategory_id', 'label_id');
    if (field === 'subcategory_id') touched.push('category_id', 'label_id');
    if (field === 'price') touched.push('discount_price');
    edited(touched);
  };

  const setSpec = (spec: SpecRow[]) => {
    setValues((current) => ({ ...current, spec }));
    edited(['technical_specification']);
  };

  const submit = () => {
    if (save.isPending) return;
    const read = readProductForm(values, productId);
    setSaved(false);
    setServerError(null);
    if (!read.ok) {
      setErrors(read.errors);
      const first = firstInvalidProductField(read.errors);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    save.mutate(read.input, {
      onSuccess: (id) => {
        setSaved(true);
        if (productId === null) onCreated(id);
      },
      onError: (error) => {
        const message = error instanceof Error ? error.message : String(error);
        setServerError(message);
        const field = fieldOfServerMessage(message);
        if (field) setErrors({ [field]: message });
      },
    });
  };

  return { values, setField, setSpec, errors, serverError, saved, submit, busy: save.isPending };
}
