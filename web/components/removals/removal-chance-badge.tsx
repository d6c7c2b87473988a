import { chanceLevelLabels, removalReasonLabels } from '@common/labels';
import type { RemovalChance } from '@common/schemas/removal-chance';
import { Badge } from '@/components/ui/badge';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

const variants = { high: 'success', medium: 'warning', low: 'secondary' } as const;

/** The level alone ('Löschchance hoch'), for lists and dialogs that show the signals elsewhere. */
export function ChanceLevelBadge({ chance }: { chance: RemovalChance }) {
  return <Badge variant={variants[chance.level]}>{chanceLevelLabels[chance.level]}</Badge>;
}

/** What carries the chance: the suggested reason and one line per signal. */
export function ChanceReasons({ chance }: { chance: RemovalChance }) {
  return (
    <div className="space-y-1.5 text-sm">
      <p>
        <span className="text-muted-foreground">Vorgeschlagener Grund: </span>
        <span className="font-medium">
          {chance.suggestedReason ? removalReasonLabels[chance.suggestedReason] : 'keiner erkannt'}
        </span>
      </p>
      {chance.signals.length > 0 ? (
        <ul className="list-disc space-y-0.5 pl-4">
          {chance.signals.map((s) => (
            <li key={s.code}>{s.text}</li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">Keine Hinweise im Text</p>
      )}
    </div>
  );
}

/**
 * A 1–3 star review's Löschchance as a small badge; a click, a tap or Enter shows its reasons (a
 * popover, as hovering does nothing on a phone). Nothing for 4–5 stars.
 */
export function RemovalChanceBadge({ chance }: { chance: RemovalChance | null }) {
  if (!chance) return null;
  const label = `Löschchance ${chanceLevelLabels[chance.level]}`;
  return (
    <Popover>
      <PopoverTrigger
        className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        aria-label={`${label}, Gründe anzeigen`}
      >
        <ChanceLevelBadge chance={chance} />
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80">
        <p className="mb-2 font-medium">{label}</p>
        <ChanceReasons chance={chance} />
      </PopoverContent>
    </Popover>
  );
}
