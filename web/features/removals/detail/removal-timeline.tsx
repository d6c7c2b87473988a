import { germanDay } from '@common/calendar-days';
import { formatDateTime } from '@common/format';
import { removalChannelLabels } from '@common/labels';
import type { RemovalEvent } from '@common/schemas/removal';
import { eventAuthor, eventChangeText } from '../removal-text';

/** Every move and note of the case, oldest first: when, who, what changed, the channel, the note. */
export function RemovalTimeline({ events }: { events: RemovalEvent[] }) {
  return (
    <section aria-labelledby="removal-timeline" className="space-y-2">
      <h3 id="removal-timeline" className="text-sm font-semibold">
        Verlauf
      </h3>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">Noch keine Einträge.</p>
      ) : (
        <ol className="relative space-y-3 border-l pl-4">
          {events.map((e) => (
            <li key={e.id} className="relative text-sm">
              <span
                aria-hidden
                className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full border-2 border-background bg-primary"
              />
              <p className="font-medium">{eventChangeText(e)}</p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {formatDateTime(e.at)} · {eventAuthor(e)}
              </p>
              {e.channel && (
                <p className="text-xs">
                  {removalChannelLabels[e.channel]}
                  {e.filedOn ? `, gemeldet am ${germanDay(e.filedOn)}` : ''}
                </p>
              )}
              {e.note && <p className="mt-1 break-words whitespace-pre-line">{e.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
