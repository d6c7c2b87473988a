import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** A labelled text area of a dialog ('Notiz (optional)', a reason): label above, the text below. */
export function TextareaField({
  id,
  label,
  value,
  onChange,
  maxLength,
  rows,
  placeholder,
  className = 'grid gap-2',
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  rows?: number;
  placeholder?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
      />
    </div>
  );
}
