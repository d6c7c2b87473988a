import { ChevronDown, LogOut, UserCircle, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/api/login';
import { toast } from '@/hooks/use-toast';
import { useCurrentUser } from '@/lib/auth';

/** Labelled 'Admin' for everyone (docs/product.md §2); the signed-in name shows inside the menu. */
export function UserMenu() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2">
          <UserCircle className="size-5" aria-hidden />
          <span className="hidden sm:inline">Admin</span>
          <ChevronDown className="size-4 opacity-60" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {user && (
          <>
            <DropdownMenuLabel className="font-normal">
              <div className="truncate text-sm font-medium">{user.name}</div>
              <div className="truncate text-xs text-muted-foreground">{user.email}</div>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem asChild>
          <Link href="/users">
            <Users className="size-4" aria-hidden />
            Benutzerverwaltung
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() =>
            logout.mutate(undefined, {
              onError: (error) =>
                toast({ title: 'Fehler', description: error.message, variant: 'destructive' }),
            })
          }
        >
          <LogOut className="size-4" aria-hidden />
          Abmelden
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
