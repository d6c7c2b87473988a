import type { ReactNode } from 'react';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** A dialog's title and the sentence under it (the description the dialog is announced with). */
export function DialogHeading({
  title,
  titleClassName,
  children,
}: {
  title: ReactNode;
  titleClassName?: string;
  /** The description; none leaves the dialog without one. */
  children?: ReactNode;
}) {
  return (
    <DialogHeader>
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      {children !== undefined && <DialogDescription>{children}</DialogDescription>}
    </DialogHeader>
  );
}
