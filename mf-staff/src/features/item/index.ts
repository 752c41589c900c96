/** The item detail the queue opens beside its list. */

/** The question asked before a staff action (the review queue's bulk moderation asks it too). */
export { Confirm } from './components/Confirm';
export { ItemDetail } from './components/ItemDetail';
