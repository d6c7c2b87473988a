import { formatDateTime } from '@common/format';
import { Badge } from '@/components/ui/badge';
import { dangerTone } from '@/lib/tones';

/** 'Antwort erhalten': the customer answered one of our mails (read over IMAP, issue 24). */
export function RepliedBadge({ repliedAt }: { repliedAt: string | null }) {
  if (!repliedAt) return null;
  return (
    <Badge variant="info" title={`Antwort erhalten am ${formatDateTime(repliedAt)}`}>
      Antwort erhalten
    </Badge>
  );
}

/** 'E-Mail unzustellbar': a bounce said the address takes no mail; nothing is sent to it until it changes. */
export function BouncedBadge({ bouncedAt, reason }: { bouncedAt: string | null; reason?: string | null }) {
  if (!bouncedAt) return null;
  return (
    <Badge
      variant="outline"
      className={dangerTone.badge}
      title={`Unzustellbar seit ${formatDateTime(bouncedAt)}${reason ? `: ${reason}` : ''}`}
    >
      E-Mail unzustellbar
    </Badge>
  );
}

/** Both marks on a line of their own (the customer list's row and card), nothing when neither applies. */
export function ReplyStateLine({
  repliedAt,
  bouncedAt,
}: {
  repliedAt: string | null;
  bouncedAt: string | null;
}) {
  if (!repliedAt && !bouncedAt) return null;
  return (
    <div className="mt-1 flex flex-wrap gap-1">
      <RepliedBadge repliedAt={repliedAt} />
      <BouncedBadge bouncedAt={bouncedAt} />
    </div>
  );
}
