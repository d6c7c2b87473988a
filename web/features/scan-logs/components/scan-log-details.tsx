import { emailOutcomeText, parseScanLogDetails } from '@common/schemas/scan-log-details';
import { TruncatedText } from '@/components/truncated-text';
import { truncateUrl } from './parse-scan-details';

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The details of one scan (docs/product.md §2 Scan logs); a string that is no JSON object is shown as it is. */
export function ScanLogDetails({ details }: { details: string | null }) {
  const parsed = parseScanLogDetails(details);
  if (!parsed) return <TruncatedText className="text-xs text-muted-foreground" text={details} />;
  const { totalReviews, newReviews, negativeReviews, emailStatus, lastEmailHours, url } = parsed;
  const parts = [
    isNumber(totalReviews) && `Bewertungen: ${totalReviews}`,
    isNumber(newReviews) && `Neu: ${newReviews}`,
    isNumber(negativeReviews) && `Negativ: ${negativeReviews}`,
    typeof emailStatus === 'string' && `E-Mail: ${emailOutcomeText({ emailStatus, lastEmailHours })}`,
  ].filter(Boolean);
  return (
    <div className="space-y-0.5 text-xs">
      {parts.length > 0 && <div>{parts.join(' · ')}</div>}
      {typeof url === 'string' && url && (
        // Already cut to 30 characters (docs/product.md §9), so it may wrap rather than be cut again.
        <div className="break-all text-muted-foreground" title={url}>
          URL: {truncateUrl(url)}
        </div>
      )}
      {parts.length === 0 && !url && <span className="text-muted-foreground">-</span>}
    </div>
  );
}
