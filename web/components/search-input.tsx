import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** A text input with a search icon; the placeholder doubles as its accessible name. '/' focuses it (app shell). */
export function SearchInput({ className, placeholder, ...props }: ComponentProps<typeof Input>) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        data-page-search
        className="pl-8"
        placeholder={placeholder}
        aria-label={placeholder}
        {...props}
      />
    </div>
  );
}
