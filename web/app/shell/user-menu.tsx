import { ChevronDown, LogOut, Monitor, Moon, Sun, UserCircle, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/api/logout';
import { toast } from '@/hooks/use-toast';
import { useCurrentUser } from '@/lib/auth';
import { failureText } from '@/lib/failure-text';
import { setTheme, type ThemeChoice } from '@/lib/theme';
import { useThemeChoice } from '@/lib/use-theme-choice';

const themeOptions = [
  { value: 'light', label: 'Hell', icon: Sun },
  { value: 'dark', label: 'Dunkel', icon: Moon },
  { value: 'system', label: 'Wie System', icon: Monitor },
] as const;

/**
 * Labelled 'Admin' for everyone (docs/product.md §2); the signed-in name shows inside the menu,
 * with user management, the light/dark choice and sign-out.
 */
export function UserMenu() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const theme = useThemeChoice();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Below sm the icon alone (the name stays for screen readers), so the company has room. */}
        <Button variant="ghost" className="size-8 gap-2 px-0 sm:h-9 sm:w-auto sm:px-3">
          <UserCircle className="size-5" aria-hidden />
          <span className="sr-only sm:not-sr-only">Admin</span>
          <ChevronDown className="hidden size-4 opacity-60 sm:block" aria-hidden />
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
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
          Darstellung
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as ThemeChoice)}>
          {themeOptions.map(({ value, label, icon: Icon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon className="size-4" aria-hidden />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() =>
            logout.mutate(undefined, {
              onError: (error) =>
                toast({ title: 'Fehler', description: failureText(error), variant: 'destructive' }),
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
