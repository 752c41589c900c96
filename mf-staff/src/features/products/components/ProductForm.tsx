import { type FormEvent, type ReactNode, useId } from 'react';
import { TextField } from 'shared';
import { GST_RATE_CHOICES, PRODUCT_ADMIN_MESSAGES } from 'shared/contracts';
import { Checkbox, Select } from 'shared/kit';
import styled from 'styled-components';
import { FieldCell, FieldGrid, FieldGroup, FormActions, RefusalAlert } from '../../../components/form-kit';
import type { CatalogueTree } from '../api/products';
import { useProductForm } from '../hooks/use-product-form';
import type { ProductField, ProductFormValues } from '../lib/product-form';
import { CONDITION_LABELS, type ProductCondition } from '../lib/product-query';
import { SpecRowsEditor } from './SpecRowsEditor';

const CONDITION_OPTIONS = Object.entries(CONDITION_LABELS).map(([value, label]) => ({ value, label }));
const GST_OPTIONS = [
  { value: '', label: 'The category’s' },
  ...GST_RATE_CHOICES.map((rate) => ({ value: String(rate), label: `${rate} %` })),
];

/**
 * Every field of a product (staffProductInputSchema) with its label and help, checked as the
 * database checks them before sending: the first invalid field gets the focus, a refusal is shown
 * under the form with nothing typed lost, a save says 'Product saved.'. A new product's page
 * opens once it is created.
 */
export function ProductForm({
  productId,
  initial,
  tree,
  initiallySaved,
  onCreated,
}: {
  productId: string | null;
  initial: ProductFormValues;
  tree: CatalogueTree;
  initiallySaved: boolean;
  onCreated: (id: string) => void;
}) {
  const baseId = useId();
  const fieldId = (field: ProductField) => `${baseId}-${field}`;
  const errorId = useId();
  const specErrorId = useId();
  const form = useProductForm({
    initial,
    productId,
    initiallySaved,
    onCreated,
    focusField: (field) => {
      const element = document.getElementById(fieldId(field));
      const target =
        field === 'technical_specification'
          ? element?.querySelector<HTMLElement>('input, select, button')
          : element;
      target?.focus();
    },
  });
  const { values, errors } = form;
  const editing = productId !== null;

  const text = (
    field: Exclude<ProductField, 'condition' | 'technical_specification' | 'is_active' | 'is_bestseller'> &
      keyof ProductFormValues,
    label: string,
    options: {
      hint?: string;
      maxLength?: number;
      required?: boolean;
      inputMode?: 'text' | 'numeric' | 'decimal';
      multiline?: boolean;
      readOnly?: boolean;
      wide?: boolean;
    } = {},
  ): ReactNode => (
    <FieldCell $wide={options.wide === true}>
      <TextField
        id={fieldId(field)}
        name={field}
        label={label}
        value={String(values[field])}
        onChange={(value) => form.setField(field, value)}
        error={errors[field]}
        hint={options.hint}
        maxLength={options.maxLength}
        required={options.required}
        inputMode={options.inputMode}
        multiline={options.multiline}
        rows={options.multiline ? 6 : undefined}
        readOnly={form.busy || options.readOnly}
        autoComplete="off"
      />
    </FieldCell>
  );

  const categoryId = Number(values.category_id) || null;
  const subcategoryId = Number(values.subcategory_id) || null;
  const subcategories = tree.subcategories.filter((s) => s.category_id === categoryId);
  const labels = tree.labels.filter((l) => l.subcategory_id === subcategoryId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <Form
      aria-label={editing ? 'Product details' : 'New product'}
      aria-describedby={form.serverError ? errorId : undefined}
      onSubmit={onSubmit}
      noValidate
    >
      <FieldGroup>
        <legend>Product</legend>
        <FieldGrid>
          {text('name', 'Name', { maxLength: 200, required: true, wide: true })}
          {editing
            ? text('slug', 'Slug', { hint: PRODUCT_ADMIN_MESSAGES.slugFixed, readOnly: true })
            : text('slug', 'Slug', {
                maxLength: 160,
                required: true,
                hint: 'The product’s address, /product/<slug>: lower-case letters, digits and hyphens. Suggested from the name; it cannot change later.',
              })}
          {text('brand', 'Brand (optional)', { maxLength: 60 })}
          <FieldCell>
            <Select
              id={fieldId('condition')}
              name="condition"
              label="Condition"
              value={values.condition}
              options={CONDITION_OPTIONS}
              onChange={(value) => form.setField('condition', value as ProductCondition)}
              error={errors.condition}
              required
            />
          </FieldCell>
          {text('description', 'Description', {
            maxLength: 10_000,
            multiline: true,
            wide: true,
            hint: 'Shown on the product page; at most 10000 characters.',
          })}
        </FieldGrid>
      </FieldGroup>

      <FieldGroup>
        <legend>Category</legend>
        <FieldGrid>
          <FieldCell>
            <Select
              id={fieldId('category_id')}
              name="category_id"
              label="Category"
              value={values.category_id}
              placeholder="Choose a category"
              options={tree.categories.map((c) => ({ value: String(c.category_id), label: c.name }))}
              onChange={(value) => form.setField('category_id', value)}
              error={errors.category_id}
              required
            />
          </FieldCell>
          <FieldCell>
            <Select
              id={fieldId('subcategory_id')}
              name="subcategory_id"
              label="Subcategory"
              value={values.subcategory_id}
              placeholder={categoryId ? 'Choose a subcategory' : 'Choose a category first'}
              options={subcategories.map((s) => ({ value: String(s.subcategory_id), label: s.name }))}
              onChange={(value) => form.setField('subcategory_id', value)}
              error={errors.subcategory_id}
              hint="One of the category’s subcategories."
              required
            />
          </FieldCell>
          <FieldCell>
            <Select
              id={fieldId('label_id')}
              name="label_id"
              label="Label (optional)"
              value={values.label_id}
              options={[
                { value: '', label: 'No label' },
                ...labels.map((l) => ({ value: String(l.label_id), label: l.name })),
              ]}
              onChange={(value) => form.setField('label_id', value)}
              error={errors.label_id}
              hint="A finer group within the subcategory, such as a console family."
            />
          </FieldCell>
        </FieldGrid>
      </FieldGroup>

      <FieldGroup>
        <legend>Price and stock</legend>
        <FieldGrid>
          {text('price', 'MRP (₹)', {
            required: true,
            inputMode: 'decimal',
            hint: 'The maximum retail price in rupees, at most 2 decimals: 49990 or 49990.50.',
          })}
          {text('discount_price', 'Selling price (₹)', {
            required: true,
            inputMode: 'decimal',
            hint: 'What the shopper pays: at most the MRP, equal to it without a discount.',
          })}
          {!editing &&
            text('stock_units', 'Opening stock', {
              required: true,
              inputMode: 'numeric',
              hint: 'Units in stock now, 0 to 100000. Later changes go through ‘Adjust stock’ on the product’s page.',
            })}
          {text('low_stock_threshold', 'Low-stock level', {
            required: true,
            inputMode: 'numeric',
            hint: 'The product counts as low on stock from 1 unit up to this many (0 to 1000).',
          })}
        </FieldGrid>
      </FieldGroup>

      <FieldGroup
        id={fieldId('technical_specification')}
        aria-describedby={errors.technical_specification ? specErrorId : undefined}
      >
        <legend>Technical specification</legend>
        <Help>
          Names and values shown on the product page and used by the store’s filters, such as ‘RAM’, Number,
          ‘16’. A list takes comma-separated values; yes/no takes yes or no. Empty rows are left out.
        </Help>
        <SpecRowsEditor rows={values.spec} onChange={form.setSpec} disabled={form.busy} />
        <FieldError id={specErrorId} aria-live="polite">
          {errors.technical_specification ?? ''}
        </FieldError>
      </FieldGroup>

      <FieldGroup>
        <legend>Search and tax</legend>
        <FieldGrid>
          {text('search_keywords', 'Search keywords (optional)', {
            wide: true,
            hint: 'Comma-separated words shoppers may search for, at most 20: ps5, playstation.',
          })}
          {text('hsn_code', 'HSN code (optional)', {
            inputMode: 'numeric',
            maxLength: 8,
            hint: '4, 6 or 8 digits. Empty: the category’s.',
          })}
          <FieldCell>
            <Select
              id={fieldId('gst_rate')}
              name="gst_rate"
              label="GST rate"
              value={values.gst_rate}
              options={GST_OPTIONS}
              onChange={(value) => form.setField('gst_rate', value)}
              error={errors.gst_rate}
              hint="Empty: the category’s."
            />
          </FieldCell>
        </FieldGrid>
      </FieldGroup>

      <FieldGroup>
        <legend>Warranty, returns and origin</legend>
        <FieldGrid>
          {text('warranty_months', 'Warranty (months)', {
            required: true,
            inputMode: 'numeric',
            hint: '0 to 120 months; 0 for none.',
          })}
          {text('return_window_days', 'Return window (days)', {
            required: true,
            inputMode: 'numeric',
            hint: '0 to 90 days after delivery; 0 for no returns.',
          })}
          {text('replacement_window_days', 'Replacement window (days)', {
            required: true,
            inputMode: 'numeric',
            hint: '0 to 90 days after delivery for a damaged, faulty, wrong or incomplete unit; 0 for none.',
          })}
          {text('country_of_origin', 'Country of origin', {
            required: true,
            maxLength: 60,
            hint: 'Shown on the product page, as Indian law asks: India, China.',
          })}
        </FieldGrid>
      </FieldGroup>

      <FieldGroup>
        <legend>In the store</legend>
        <Checks>
          <Checkbox
            id={fieldId('is_active')}
            label="Active"
            description="Shown to shoppers. An inactive product is hidden from the store, and its details cannot be edited in the console until it is readable again."
            checked={values.is_active}
            onChange={(checked) => form.setField('is_active', checked)}
            disabled={form.busy}
          />
          <Checkbox
            id={fieldId('is_bestseller')}
            label="Bestseller"
            description="Marked and listed as a bestseller in the store."
            checked={values.is_bestseller}
            onChange={(checked) => form.setField('is_bestseller', checked)}
            disabled={form.busy}
          />
        </Checks>
      </FieldGroup>

      <RefusalAlert id={errorId} lead="The product was not saved:" message={form.serverError} />
      <FormActions
        busy={form.busy}
        label={editing ? 'Save' : 'Create product'}
        status={form.saved ? 'Product saved.' : ''}
      />
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 880px;
  margin-bottom: 24px;
`;

const Checks = styled.div`
  display: grid;
  gap: 12px;
`;

const Help = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const FieldError = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  color: ${(p) => p.theme.colors.danger};
`;
