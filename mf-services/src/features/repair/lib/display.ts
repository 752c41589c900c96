import type { DefaultTheme } from 'styled-components';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '21 Nov 2026' (en-IN); '' for a missing or unreadable date. */
export function formatRepairDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}

/** Spec §4: repair statuses are colour-coded; unknown values are grey. */
export function repairStatusColor(theme: DefaultTheme, status: string): string {
  switch (status) {
    case 'pending':
      return theme.colors.warning;
    case 'received':
      return theme.colors.info;
    case 'diagnosing':
      return '#c084fc';
    case 'repairing':
      return '#22d3ee';
    case 'completed':
      return theme.colors.success;
    case 'cancelled':
      return theme.colors.danger;
    default:
      return theme.colors.textMuted;
  }
}
