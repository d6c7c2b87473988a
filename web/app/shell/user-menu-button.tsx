import { ChevronDown, UserCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/** Labelled 'Admin' for everyone (docs/product.md §2); below sm the icon alone, so the company has room. */
export function UserMenuButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" className="size-8 gap-2 px-0 sm:h-9 sm:w-auto sm:px-3" {...props}>
      <UserCircle className="size-5" aria-hidden />
      {/* The name stays for screen readers. */}
      <span className="sr-only sm:not-sr-only">Admin</span>
      <ChevronDown className="hidden size-4 opacity-60 sm:block" aria-hidden />
    </Button>
  );
}
