import { useOverlayViews } from './overlay-views';

export interface IdConfirmationModalProps {
  /** The new record's id; the modal is open while it is not null. */
  id: string | null;
  /** What is shown and copied instead of the id (its display number, 'GG-26-7K3M9Q'). */
  shownId?: string | null;
  /** An attribute of the shown element that carries the id (`data-order-id`), for tests and tools. */
  idAttribute?: `data-${string}`;
  onClose: () => void;
  title: string;
  description: string;
  /** The label of the button that closes the modal. */
  doneLabel: string;
  /** What is shown is called, in lower case after its first word: 'order number', 'request ID'. */
  idName: string;
  /** `data-testid` of the `<code>` holding the id. */
  idTestId: string;
  /** Stretches the footer (and its button) over the whole width. */
  fullWidthFooter?: boolean;
}

/**
 * A confirmation with the new record's id and a copy button ('Copied!' for 2 s). Open while `id`
 * is set; its code comes with the other views no first paint shows (`loadOverlayViews`).
 */
export function IdConfirmationModal(props: IdConfirmationModalProps) {
  if (props.id === null) return null;
  return <OpenConfirmation {...props} />;
}

function OpenConfirmation(props: IdConfirmationModalProps) {
  const views = useOverlayViews();
  return views ? <views.IdConfirmationView {...props} /> : null;
}
