import type { AuditChange } from '@common/schemas/audit';
import { cn } from '@/lib/cn';
import { changeLines } from './audit-text';

/** An audit row's changes, one German line per field ('Preis pro Bewertung: 89,00 € → 99,00 €'). */
export function AuditChanges({
  changes,
  className,
}: {
  changes: Record<string, AuditChange> | null;
  className?: string;
}) {
  const lines = changeLines(changes);
  if (lines.length === 0) return <span className="text-muted-foreground">–</span>;
  return (
    <ul className={cn('space-y-0.5 break-words', className)}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
