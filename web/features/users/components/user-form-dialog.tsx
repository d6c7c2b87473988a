import { userRoles } from '@common/enums';
import { roleLabels } from '@common/labels';
import type { User } from '@common/schemas/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { dangerTone } from '@/lib/tones';
import { type UserInput, useCreateUser, useUpdateUser } from '../api/users';
import { type UserFormValues, userFormSchema } from './user-form-schema';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** null: a new user. */
  user: User | null;
}

const empty: UserFormValues = { name: '', email: '', role: 'user', password: '' };

export function UserFormDialog({ open, onOpenChange, user }: Props) {
  const isNew = user === null;
  const form = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema(isNew)),
    defaultValues: empty,
  });
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open)
      form.reset(user ? { name: user.name, email: user.email, role: user.role, password: '' } : empty);
  }, [open, user, form]);

  const submit = form.handleSubmit((values) => {
    // A blank password on edit keeps the old one and is not sent.
    const input: UserInput = { name: values.name, email: values.email, role: values.role };
    if (values.password) input.password = values.password;
    const done = {
      onSuccess: () => {
        toast({ title: isNew ? 'Benutzer erstellt' : 'Benutzer aktualisiert' });
        onOpenChange(false);
      },
      onError: (error: Error) =>
        toast({
          title: 'Fehler',
          description: errorMessage(error, 'Ein Fehler ist aufgetreten.'),
          variant: 'destructive',
        }),
    };
    if (isNew) create.mutate(input, done);
    else update.mutate({ id: user.id, input }, done);
  });

  const fieldError = (name: keyof UserFormValues) => {
    const message = form.formState.errors[name]?.message;
    return message ? (
      <p className={dangerTone.message} id={`user-${name}-error`}>
        {message}
      </p>
    ) : null;
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isNew ? 'Neuer Benutzer' : 'Benutzer bearbeiten'}</DialogTitle>
          <DialogDescription>
            {isNew
              ? 'Legen Sie ein neues Benutzerkonto an.'
              : 'Leeres Passwort lässt das bisherige Passwort unverändert.'}
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <div className="space-y-2">
            <Label htmlFor="user-name">Name</Label>
            <Input id="user-name" autoComplete="off" {...form.register('name')} />
            {fieldError('name')}
          </div>
          <div className="space-y-2">
            <Label htmlFor="user-email">E-Mail</Label>
            <Input id="user-email" type="email" autoComplete="off" {...form.register('email')} />
            {fieldError('email')}
          </div>
          <div className="space-y-2">
            <Label htmlFor="user-role">Rolle</Label>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="user-role" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {userRoles.map((role) => (
                      <SelectItem key={role} value={role}>
                        {roleLabels[role]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="user-password">Passwort</Label>
            <Input
              id="user-password"
              type="password"
              autoComplete="new-password"
              placeholder={isNew ? '' : 'Leer lassen, um es beizubehalten'}
              {...form.register('password')}
            />
            {fieldError('password')}
          </div>
          <FormDialogFooter isNew={isNew} pending={pending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
