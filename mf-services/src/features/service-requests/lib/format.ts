let dateFormat: Intl.DateTimeFormat | undefined;

/** '20 Nov 2026' in India's time zone (the shop's), whatever the device's zone. */
export function formatRequestDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return dateFormat.format(date);
}

/** Whether the staff left a remark worth showing (an 'update' badge, the remark section). */
export const hasRemark = (remark: string | null | undefined): boolean => Boolean(remark?.trim());
