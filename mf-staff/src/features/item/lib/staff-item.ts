import type { StaffListPage } from 'shared/contracts';

/**
 * One item of a staff queue page as the contract reads it (what the queue lists; the same type as
 * its `QueueItem`), so the detail's parts need nothing from the queue feature.
 */
export type StaffItem = StaffListPage['items'][number];
