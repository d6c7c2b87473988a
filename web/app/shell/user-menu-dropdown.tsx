import { LogOut, Monitor, Moon, Sun, Users } from 'lucide-react';
import { Link } from 'wouter';
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
import { UserMenuButton } from './user-menu-button';

const themeOptions = [
  { value: 'light', label: 'Hell', icon: Sun },
  { value: 'dark', label: 'Dunkel', icon: Moon },
  { value: 'system', label: 'Wie System', icon: Monitor },
] as const;

/**
 * The user menu itself: the signed-in name, user management, the light/dark choice and sign-out.
 * `open`: opened at once (the trigger was pressed before this code was in).
 */
export default function UserMenuDropdown({ open }: { open: boolean }) {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const theme = useThemeChoice();
  return (
    <DropdownMenu defaultOpen={open}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton />
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
