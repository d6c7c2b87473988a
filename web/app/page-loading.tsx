/**
 * The spinner while the session is asked for or a page's code loads. Lucide's 'loader-circle'
 * drawn inline: the icon library stays out of the entry chunk (decision 066).
 */
export function PageLoading() {
  return (
    <div
      className="flex h-64 items-center justify-center text-muted-foreground"
      aria-live="polite"
      data-page-loading
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-6 animate-spin"
        aria-hidden
      >
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </svg>
      <span className="sr-only">Wird geladen...</span>
    </div>
  );
}
