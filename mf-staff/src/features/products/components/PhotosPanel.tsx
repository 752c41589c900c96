import { type ChangeEvent, type FormEvent, useCallback, useId } from 'react';
import { Button, Spinner, TextField, userText, VisuallyHidden } from 'shared';
import {
  PRODUCT_PHOTO_MESSAGES,
  PRODUCT_PHOTOS,
  type ProductImage,
  photoAtWidth,
  photoSrcSet,
} from 'shared/contracts';
import styled from 'styled-components';
import { FormActions, RefusalAlert } from '../../../components/form-kit';
import { type PhotoControl, type PhotoFocus, type PhotoItem, usePhotosForm } from '../hooks/use-photos-form';
import { Muted, Panel, PanelTitle } from './styles';

const THUMB = 96;

/**
 * A saved product's photos: each with its thumbnail, alt text and 'Move up', 'Move down', 'Make
 * primary' and 'Remove'; 'Add photos' uploads checked JPEG, PNG or WebP files to Storage; 'Save
 * photos' sets the list (the first the primary one) with `staff_set_product_images`.
 */
export function PhotosPanel({ productId, initial }: { productId: string; initial: readonly ProductImage[] }) {
  const titleId = useId();
  const hintId = useId();
  const baseId = useId();
  const errorId = useId();
  const fileId = `${baseId}-add`;
  const controlId = (key: string, control: string) => `${baseId}-${key}-${control}`;
  const focus = useCallback(
    (target: PhotoFocus) => {
      const id = target === 'add' ? `${baseId}-add` : `${baseId}-${target.key}-${target.control}`;
      document.getElementById(id)?.focus();
    },
    [baseId],
  );
  const form = usePhotosForm(productId, initial, focus);
  const count = form.items.length;
  const full = count + form.uploading >= PRODUCT_PHOTOS.maxCount;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // The same file may be chosen again (after a refusal, or to add it twice).
    event.currentTarget.value = '';
    if (files.length) void form.add(files);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <PhotosSection aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Photos</PanelTitle>
      <Hint id={hintId}>
        The first photo is the primary one: catalogue cards, search and the top of the product page show it.
        JPEG, PNG or WebP, up to 5 MB each, at most {PRODUCT_PHOTOS.maxCount}. Describe every photo for
        shoppers who cannot see it (its alt text, up to {PRODUCT_PHOTOS.altMax} characters).
      </Hint>
      <PhotoForm
        aria-label="Photos"
        aria-describedby={form.serverError ? `${hintId} ${errorId}` : hintId}
        onSubmit={onSubmit}
        noValidate
      >
        {count === 0 ? (
          <Muted role="note">No photos yet: the store shows a placeholder.</Muted>
        ) : (
          <List aria-label={`Photos, ${count} of at most ${PRODUCT_PHOTOS.maxCount}`}>
            {form.items.map((item, index) => (
              <PhotoRow
                key={item.key}
                item={item}
                index={index}
                count={count}
                error={form.altErrors[item.key]}
                busy={form.saving}
                controlId={controlId}
                onAlt={(alt) => form.setAlt(item.key, alt)}
                onMove={(to, control) => form.move(item.key, to, control)}
                onRemove={() => form.remove(item.key)}
              />
            ))}
          </List>
        )}

        <AddBox>
          <AddLabel htmlFor={fileId}>Add photos</AddLabel>
          <input
            id={fileId}
            type="file"
            multiple
            accept={PRODUCT_PHOTOS.types.join(',')}
            disabled={full || form.saving}
            aria-describedby={`${fileId}-hint`}
            onChange={onFiles}
          />
          <Muted id={`${fileId}-hint`}>
            {full
              ? `${PRODUCT_PHOTO_MESSAGES.tooMany} Remove one to add another.`
              : 'Several at once if you like; each is added at the end of the list.'}
          </Muted>
        </AddBox>
        {form.uploading > 0 && (
          <Uploading role="status">
            <Spinner size={16} decorative />
            {form.uploading === 1 ? 'Uploading 1 photo…' : `Uploading ${form.uploading} photos…`}
          </Uploading>
        )}
        {form.problems.length > 0 && (
          <Problems role="alert">
            <strong>Not added:</strong>
            <ul>
              {form.problems.map((problem, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two files may have the same message
                <li key={i}>{problem}</li>
              ))}
            </ul>
          </Problems>
        )}
        {form.listError && <Problems role="alert">{form.listError}</Problems>}
        <VisuallyHidden role="status" aria-live="polite">
          {form.announcement}
        </VisuallyHidden>
        <RefusalAlert id={errorId} lead="The photos were not saved:" message={form.serverError} />
        <FormActions
          busy={form.saving || form.uploading > 0}
          label="Save photos"
          busyLabel={form.uploading > 0 ? 'Save photos (uploading…)' : 'Saving…'}
          status={form.saved ? PRODUCT_PHOTO_MESSAGES.saved : ''}
        />
      </PhotoForm>
    </PhotosSection>
  );
}

function PhotoRow({
  item,
  index,
  count,
  error,
  busy,
  controlId,
  onAlt,
  onMove,
  onRemove,
}: {
  item: PhotoItem;
  index: number;
  count: number;
  error: string | undefined;
  busy: boolean;
  controlId: (key: string, control: string) => string;
  onAlt: (alt: string) => void;
  onMove: (to: number, control: 'up' | 'down' | 'primary') => void;
  onRemove: () => void;
}) {
  const titleId = controlId(item.key, 'title');
  const primary = index === 0;
  // 'Make primary' is left out for the primary photo; a move past either end is disabled.
  const actions: { control: PhotoControl; label: string; disabled: boolean; run: () => void }[] = [
    { control: 'up', label: 'Move up', disabled: primary, run: () => onMove(index - 1, 'up') },
    {
      control: 'down',
      label: 'Move down',
      disabled: index === count - 1,
      run: () => onMove(index + 1, 'down'),
    },
    ...(primary
      ? []
      : [
          {
            control: 'primary' as const,
            label: 'Make primary',
            disabled: false,
            run: () => onMove(0, 'primary'),
          },
        ]),
    { control: 'remove', label: 'Remove', disabled: false, run: onRemove },
  ];
  return (
    <Row aria-labelledby={titleId}>
      <Thumb
        src={photoAtWidth(item.url, THUMB)}
        srcSet={photoSrcSet(item.url, THUMB)}
        alt=""
        width={THUMB}
        height={THUMB}
        loading="lazy"
        decoding="async"
      />
      <RowBody>
        <RowTitle id={titleId}>
          Photo {index + 1}
          {primary ? ' (primary)' : ''}
          <Muted>
            {' '}
            · {item.width} × {item.height} px
          </Muted>
        </RowTitle>
        <TextField
          id={controlId(item.key, 'alt')}
          label={`Alt text, photo ${index + 1}`}
          value={item.alt}
          onChange={onAlt}
          error={error}
          maxLength={PRODUCT_PHOTOS.altMax}
          required
          readOnly={busy}
          autoComplete="off"
          placeholder="e.g. PS5 Slim from the front, with its controller"
        />
        <Actions>
          {actions.map((action) => (
            <Button
              key={action.control}
              id={controlId(item.key, action.control)}
              variant={action.control === 'remove' ? 'danger' : 'secondary'}
              size="sm"
              disabled={action.disabled || busy}
              onClick={action.run}
              aria-describedby={titleId}
            >
              {action.label}
            </Button>
          ))}
        </Actions>
      </RowBody>
    </Row>
  );
}

const PhotosSection = styled(Panel)`
  margin: 0 0 16px;
`;

const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

const PhotoForm = styled.form`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

const List = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: ${THUMB}px minmax(0, 1fr);
  gap: 12px 16px;
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Thumb = styled.img`
  display: block;
  width: ${THUMB}px;
  height: ${THUMB}px;
  object-fit: contain;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
`;

const RowBody = styled.div`
  display: grid;
  gap: 8px;
  min-width: 0;
`;

const RowTitle = styled.h4`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    min-height: 44px;
  }
  ${(p) => p.theme.media.mobile} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const AddBox = styled.div`
  display: grid;
  gap: 6px;
  input[type='file'] {
    min-height: 44px;
    max-width: 100%;
  }
  input[type='file']:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const AddLabel = styled.label`
  font-weight: 700;
`;

const Uploading = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
`;

const Problems = styled.div`
  ${userText}
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  ul {
    margin: 4px 0 0;
    padding-left: 20px;
  }
`;
