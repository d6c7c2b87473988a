import type { Customer } from '@common/schemas/customer';
import { ExternalLink, Mail, MapPin, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 text-muted-foreground" aria-hidden>
        {icon}
      </span>
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const link = 'text-primary underline-offset-2 hover:underline';

/** Contact with links that dial, write or open the map at once. */
export function ContactList({ customer: c }: { customer: Customer }) {
  const person = [c.contactTitle, c.contactPerson].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="drawer-contact">
      <h3 id="drawer-contact" className="mb-2 text-sm font-semibold">
        Kontakt
      </h3>
      <dl className="space-y-2 text-sm">
        {person && (
          <Row icon={<User className="size-4" />} label="Ansprechpartner">
            {person}
          </Row>
        )}
        <Row icon={<Mail className="size-4" />} label="E-Mail">
          <a className={link} href={`mailto:${c.email}`}>
            {c.email}
          </a>
        </Row>
        <Row icon={<Phone className="size-4" />} label="Telefon">
          {c.phone ? (
            <a className={link} href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>
              {c.phone}
            </a>
          ) : (
            <span className="text-muted-foreground">Keine Telefonnummer</span>
          )}
        </Row>
        <Row icon={<MapPin className="size-4" />} label="Google Maps">
          {c.googleMapsLink && /^https?:\/\//i.test(c.googleMapsLink) ? (
            <a
              className={`${link} inline-flex items-center gap-1`}
              href={c.googleMapsLink}
              target="_blank"
              rel="noreferrer"
            >
              In Google Maps öffnen
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          ) : (
            <span className="text-muted-foreground">{c.googleMapsLink || 'Kein Google Maps Link'}</span>
          )}
        </Row>
      </dl>
    </section>
  );
}
