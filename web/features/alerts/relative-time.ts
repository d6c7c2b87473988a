import { formatDate } from '@common/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, as the bell says it: 'gerade eben', 'vor 5 Min.', 'vor 3 Std.', 'vor 2 Tagen',
 * from a week on the date ('14.03.2025').
 */
export function timeAgo(iso: string, now = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'gerade eben';
  if (ago < HOUR) return `vor ${Math.floor(ago / MINUTE)} Min.`;
  if (ago < DAY) return `vor ${Math.floor(ago / HOUR)} Std.`;
  const days = Math.floor(ago / DAY);
  if (days === 1) return 'vor 1 Tag';
  if (days < 7) return `vor ${days} Tagen`;
  return formatDate(iso);
}
