/** @jsxImportSource preact */
// One review as the owner sees it: who wrote what and when, its state in the owner's words, and
// either its case or, while it has none, the box to order its removal with a reason and a note.
import { PORTAL_NOTE_MAX_LENGTH, STAR_COUNT } from '@common/constants';
import type { RemovalReason } from '@common/enums';
import { formatDate } from '@common/format';
import { chanceLevelLabels, removalReasonLabels } from '@common/labels';
import type { PortalReview } from '@common/schemas/portal';
import type { DraftItem } from './order-draft';
import { removalReasonHints } from './reason-hints';
import { ReviewCase } from './review-case';

const reasons = Object.keys(removalReasonLabels) as RemovalReason[];

const STAR = 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z';

function Stars({ stars }: { stars: number }) {
  return (
    <span class="stars" role="img" aria-label={`${stars} von ${STAR_COUNT} Sternen`}>
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
        <svg key={i} viewBox="0 0 24 24" class={i < stars ? 'on' : undefined} aria-hidden="true">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

function stateTone(review: PortalReview) {
  const state = review.case?.state;
  if (state === 'removed') return 'badge ok';
  if (state === 'refused' || state === 'reinstated') return 'badge bad';
  return 'badge';
}

interface Props {
  review: PortalReview;
  /** The review's place in the order being put together, or null when not ticked. */
  item: DraftItem | null;
  error?: string;
  onChange(item: DraftItem | null): void;
}

export function ReviewCard({ review, item, error, onChange }: Props) {
  const id = `r${review.id}`;
  return (
    <li class={item ? 'card review picked' : 'card review'} aria-labelledby={`${id}-author`}>
      <div class="review-head">
        <h3 class="author" id={`${id}-author`}>
          {review.author}
        </h3>
        <span class={stateTone(review)}>{review.case?.stateLabel ?? 'Offen'}</span>
      </div>
      <p class="small muted">
        <Stars stars={review.stars} /> · {formatDate(review.publishedAt)}
      </p>
      {review.text ? <p class="review-text">{review.text}</p> : <p class="muted">(ohne Text)</p>}
      {review.url && (
        <p class="small">
          <a href={review.url} target="_blank" rel="noopener noreferrer">
            Auf Google ansehen
          </a>
        </p>
      )}
      {review.case ? (
        <ReviewCase removal={review.case} />
      ) : (
        <OrderChoice id={id} review={review} item={item} error={error} onChange={onChange} />
      )}
    </li>
  );
}

/** The Löschchance as a first estimate (decision 080): the owner states the reason, we only suggest. */
function ChanceLine({ chance }: { chance: NonNullable<PortalReview['chance']> }) {
  return (
    <p class="small">
      Erste Einschätzung: Löschchance <strong>{chanceLevelLabels[chance.level]}</strong>
      {chance.suggestedReason && `, naheliegender Grund: ${removalReasonLabels[chance.suggestedReason]}`}
    </p>
  );
}

function OrderChoice({ id, review, item, error, onChange }: Props & { id: string }) {
  const errorId = `${id}-error`;
  const suggested = review.chance?.suggestedReason ?? null;
  return (
    <div class="case">
      {review.chance && <ChanceLine chance={review.chance} />}
      <label class="pick">
        <input
          type="checkbox"
          checked={item !== null}
          onChange={(e) =>
            onChange(e.currentTarget.checked ? { reviewId: review.id, reason: null, note: '' } : null)
          }
        />
        Löschung beauftragen
      </label>
      {item && (
        <>
          <fieldset class="reasons" aria-describedby={error ? errorId : undefined}>
            <legend>Grund für die Löschung</legend>
            {reasons.map((reason) => (
              <label class="reason" key={reason}>
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={reason}
                  checked={item.reason === reason}
                  onChange={() => onChange({ ...item, reason })}
                />
                <span>
                  {removalReasonLabels[reason]}
                  {reason === suggested && ' (Vorschlag)'}
                  <span class="hint">{removalReasonHints[reason]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <label class="field">
            Ihre Anmerkung (freiwillig)
            <textarea
              value={item.note}
              maxLength={PORTAL_NOTE_MAX_LENGTH}
              placeholder="Was sollen wir zu dieser Bewertung wissen?"
              onInput={(e) => onChange({ ...item, note: e.currentTarget.value })}
            />
          </label>
          {error && (
            <p class="error" id={errorId} role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </div>
  );
}
