import type { ReplyKind } from '@common/enums';
import { Badge } from '@/components/ui/badge';
import { dangerTone } from '@/lib/tones';

/** 'Antwort' (a person wrote) or 'Unzustellbar' (a bounce). */
export function ReplyKindBadge({ kind }: { kind: ReplyKind }) {
  if (kind === 'bounce')
    return (
      <Badge variant="outline" className={dangerTone.badge}>
        Unzustellbar
      </Badge>
    );
  return <Badge variant="info">Antwort</Badge>;
}
