import { useState } from 'react';
import { Button, FunctionCallError, failureText, TextField, toast } from 'shared';
import { type OwnReview, REVIEW_LIMITS, REVIEW_MESSAGES, reviewFieldsSchema } from 'shared/contracts';
import styled from 'styled-components';
import { useSubmitReview } from '../api/submit-review';
import { StarRatingInput } from './StarRatingInput';

export interface ReviewFormProps {
  productId: string;
  productSlug: string;
  productName: string;
  orderId: string;
  existing: OwnReview | null;
  onDone: () => void;
  onCancel: () => void;
}

type Field = 'rating' | 'title' | 'comment';
type Errors = Partial<Record<Field, string>>;

/** Every field's message, in the order of docs/product.md#reviews, from the shared rules. */
function validate(values: { rating: number | null; title: string; comment: string }): Errors {
  const result = reviewFieldsSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Writing or editing one product's review (docs/product.md#reviews): star rating (required),
 * optional title (x/255) and comment (x/5000), every documented message; checked on submit, then on
 * every change. The answer refreshes the product's reviews and details.
 */
export function ReviewForm({
  productId,
  productSlug,
  productName,
  orderId,
  existing,
  onDone,
  onCancel,
}: ReviewFormProps) {
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [checked, setChecked] = useState(false);
  const submit = useSubmitReview();
  const errors = checked ? validate({ rating, title, comment }) : {};

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = validate({ rating, title, comment });
    const first = (['rating', 'comment', 'title'] as const).find((f) => found[f]);
    if (first) {
      event.currentTarget
        .querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] textarea`)
        ?.focus();
      return;
    }
    submit
      .mutateAsync({
        productId,
        productSlug,
        orderId,
        rating: rating ?? 0,
        title: title.trim() || null,
        comment: comment.trim(),
        existingReviewId: existing?.review_id ?? null,
      })
      .then(
        () => {
          toast.success(
            existing ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.submitted,
            REVIEW_MESSAGES.visibleAfterVerification,
          );
          onDone();
        },
        (error: unknown) => {
          if (error instanceof FunctionCallError && error.status === 401) {
            toast.error(REVIEW_MESSAGES.authRequiredToast, REVIEW_MESSAGES.loginRequired);
            return;
          }
          toast.error(
            REVIEW_MESSAGES.submissionFailedToast,
            failureText(error, REVIEW_MESSAGES.submitFailed),
          );
        },
      );
  };

  return (
    <Form
      onSubmit={onSubmit}
      noValidate
      aria-label={`${existing ? 'Edit your review of' : 'Review'} ${productName}`}
    >
      <div data-field="rating">
        <StarRatingInput value={rating} onChange={setRating} error={errors.rating} />
      </div>
      <div data-field="title">
        <TextField
          label="Title (optional)"
          value={title}
          onChange={setTitle}
          maxLength={REVIEW_LIMITS.titleMax}
          enforceMaxLength={false}
          showCounter
          error={errors.title}
        />
      </div>
      <div data-field="comment">
        <TextField
          label="Comment"
          value={comment}
          onChange={setComment}
          maxLength={REVIEW_LIMITS.commentMax}
          enforceMaxLength={false}
          showCounter
          multiline
          rows={5}
          required
          error={errors.comment}
        />
      </div>
      <Actions>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={submit.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={submit.isPending}>
          {existing ? 'Update Review' : 'Submit Review'}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 12px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
