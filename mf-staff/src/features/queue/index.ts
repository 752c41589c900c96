/** What the queue offers the item detail: its query (an action refreshes the queue) and its rows. */
export { type QueueItem, queueKeys, useQueue } from './api/staff-list';
