import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { updateCompanySettingsSchema } from './company';
import { hasControlChars } from './control-chars';
import { createCustomerSchema, updateCustomerSchema } from './customer';
import { customerNoteSchema } from './customer-activity';
import { createUserSchema, updateUserSchema } from './user';

const controls = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\t',
  '\n',
  '\r',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009F',
];

describe('hasControlChars', () => {
  it('finds every C0 and C1 control character, and only those', () => {
    for (const c of controls) expect(hasControlChars(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const text of ['', 'Müller & Söhne GmbH', 'Ä ö ß € ñ 😀', '\u00A0\u00A1 \uFFFD', ' ~']) {
      expect(hasControlChars(text), text).toBe(false);
    }
  });

  it('allows line breaks and tabs in multi-line text, nothing else', () => {
    expect(hasControlChars('Zeile 1\r\nZeile 2\n\tEingerückt', { lineBreaks: true })).toBe(false);
    for (const c of controls.filter((c) => !'\t\n\r'.includes(c))) {
      expect(hasControlChars(`a${c}b`, { lineBreaks: true }), JSON.stringify(c)).toBe(true);
    }
  });
});

describe('text fields of the input schemas', () => {
  const customer = {
    companyId: 1,
    name: 'Kunde',
    email: 'k@example.com',
    googleMapsLink: 'https://maps.app.goo.gl/x',
  };
  const company = { name: 'Firma' };
  const issue = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('refuses control characters, line breaks and tabs in one-line fields', () => {
    const cases: [string, z.ZodType, unknown, string][] = [
      [
        'user name',
        createUserSchema,
        { name: 'A\tB', email: 'a@example.com', password: 'geheim-geheim' },
        'name: Name darf keine Steuerzeichen enthalten',
      ],
      [
        'user update',
        updateUserSchema,
        { name: 'A\u0085B' },
        'name: Name darf keine Steuerzeichen enthalten',
      ],
      [
        'company name',
        updateCompanySettingsSchema,
        { name: 'Fir\nma' },
        'name: Firmenname darf keine Steuerzeichen enthalten',
      ],
      [
        'website',
        updateCompanySettingsSchema,
        { ...company, website: 'firma.de/\u0007' },
        'website: Website darf keine Steuerzeichen enthalten',
      ],
      [
        'legal name',
        updateCompanySettingsSchema,
        { ...company, legalName: 'X\u001BGmbH' },
        'legalName: Firmenname mit Rechtsform darf keine Steuerzeichen enthalten',
      ],
      [
        'directors',
        updateCompanySettingsSchema,
        { ...company, managingDirectors: 'A\nB' },
        'managingDirectors: Geschäftsführung darf keine Steuerzeichen enthalten',
      ],
      [
        'vat id',
        updateCompanySettingsSchema,
        { ...company, vatId: 'DE\u007F1' },
        'vatId: USt-IdNr. darf keine Steuerzeichen enthalten',
      ],
      [
        'customer name',
        createCustomerSchema,
        { ...customer, name: 'Kun\u0001de' },
        'name: Name darf keine Steuerzeichen enthalten',
      ],
      [
        'contact person',
        createCustomerSchema,
        { ...customer, contactPerson: 'Frau\tX' },
        'contactPerson: Ansprechpartner darf keine Steuerzeichen enthalten',
      ],
      [
        'phone',
        updateCustomerSchema,
        { ...customer, phone: '040\r123' },
        'phone: Telefon darf keine Steuerzeichen enthalten',
      ],
      [
        'maps link',
        createCustomerSchema,
        { ...customer, googleMapsLink: 'https://x\u009F' },
        'googleMapsLink: Google Maps Link darf keine Steuerzeichen enthalten',
      ],
    ];
    for (const [label, schema, input, expected] of cases) {
      const result = schema.safeParse(input);
      expect(result.success, label).toBe(false);
      expect(issue(result), label).toEqual([expected]);
    }
  });

  it('keeps line breaks and tabs in multi-line fields but refuses other control characters', () => {
    const text = 'Zeile 1\r\nZeile 2\n\tEingerückt';
    expect(
      updateCompanySettingsSchema.parse({ ...company, description: text, legalAddress: text }),
    ).toMatchObject({
      description: text,
      legalAddress: text,
    });
    expect(customerNoteSchema.parse({ note: text }).note).toBe(text);
    expect(createCustomerSchema.parse({ ...customer, consentNote: text }).consentNote).toBe(text);
    for (const [label, result, expected] of [
      [
        'description',
        updateCompanySettingsSchema.safeParse({ ...company, description: 'a\u0000b' }),
        'description: Beschreibung darf keine Steuerzeichen enthalten',
      ],
      [
        'address',
        updateCompanySettingsSchema.safeParse({ ...company, legalAddress: 'a\u000Bb' }),
        'legalAddress: Anschrift darf keine Steuerzeichen enthalten',
      ],
      [
        'note',
        customerNoteSchema.safeParse({ note: 'a\u0007b' }),
        'note: Notiz darf keine Steuerzeichen enthalten',
      ],
      [
        'consent note',
        createCustomerSchema.safeParse({ ...customer, consentNote: 'a\u0090b' }),
        'consentNote: Notiz zur Einwilligung darf keine Steuerzeichen enthalten',
      ],
    ] as const) {
      expect(issue(result), label).toEqual([expected]);
    }
  });

  it('still trims a pasted line break at either end of a one-line field', () => {
    expect(createCustomerSchema.parse({ ...customer, name: '\n Kunde GmbH\r\n' }).name).toBe('Kunde GmbH');
    expect(updateCompanySettingsSchema.parse({ name: '\tFirma\n' }).name).toBe('Firma');
  });
});
