import { cn } from '@/lib/cn';

/**
 * One line cut with an ellipsis, the whole text on hover (docs/product.md §9: subject and error cells are
 * truncated); '-' when there is no text.
 */
export function TruncatedText({
  text,
  className,
  lines = 1,
}: {
  text: string | null | undefined;
  className?: string;
  /** 2: wrap onto a second line before cutting, for longer messages. */
  lines?: 1 | 2;
}) {
  if (!text) return <span className="text-muted-foreground">-</span>;
  return (
    <span
      className={cn(
        lines === 1
          ? // Cards on small screens have room for a second line; table cells do not.
            'block truncate max-md:line-clamp-2 max-md:whitespace-normal max-md:break-words'
          : 'line-clamp-2 break-words',
        className,
      )}
      title={text}
    >
      {text}
    </span>
  );
}
