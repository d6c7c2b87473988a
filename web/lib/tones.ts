// The danger tone in one place (issue 18): failures, losses, error messages and deleting buttons. Tailwind sees
// the full class names here, so they are generated as before.

export const dangerTone = {
  /** Light red beside the light green and yellow badge variants: a failed mail or scan, a negative review, a lost customer. */
  badge: 'border-red-200 bg-red-100 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
  /** A boxed notice that something has stopped (the sending pause). */
  notice: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
  /** An icon beside a count (scan errors, administrators). */
  icon: 'text-red-600 dark:text-red-400',
  /** A message under a field or in place of content that failed to load. */
  message: 'text-sm text-destructive',
  /** A ghost button that deletes. */
  ghostButton: 'text-destructive hover:text-destructive',
} as const;
