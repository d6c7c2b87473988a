import { berlinDay } from '@common/calendar-days';
import { type RemovalChannel, removalChannels } from '@common/enums';
import { removalChannelLabels } from '@common/labels';
import { DatePicker } from '@/components/date-picker';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { Filing } from './use-transition-submit';

/** 'Meldeweg' and 'Gemeldet am' (today by default, never later) of a case being filed. */
export function FilingFields({
  id,
  filing,
  onChange,
}: {
  id: string;
  filing: Filing;
  onChange(filing: Filing): void;
}) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-channel`}>Meldeweg</Label>
        <Select
          value={filing.channel}
          onValueChange={(v) => onChange({ ...filing, channel: v as RemovalChannel })}
        >
          <SelectTrigger id={`${id}-channel`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {removalChannels.map((c) => (
              <SelectItem key={c} value={c}>
                {removalChannelLabels[c]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DatePicker
        label="Gemeldet am"
        value={filing.filedOn}
        max={berlinDay(new Date())}
        onChange={(filedOn) => onChange({ ...filing, filedOn })}
        className="flex-col items-start gap-2 [&>label]:text-foreground [&>label]:font-medium"
      />
    </>
  );
}
