/** The review text, two lines at most (the whole text on hover), or the placeholder of docs/product.md §2. */
export function ReviewText({ text }: { text: string | null }) {
  if (!text?.trim()) return <span className="text-muted-foreground italic">Keine Bewertung verfügbar</span>;
  return (
    <span className="line-clamp-2 break-words" title={text}>
      {text}
    </span>
  );
}
