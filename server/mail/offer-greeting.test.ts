import { describe, expect, it } from 'vitest';
import { salutation, surnameOf } from './offer-greeting';

describe('salutation', () => {
  it.each([
    ['Herr', 'Frank Schäfer', 'Sehr geehrter Herr Schäfer'],
    ['Frau', 'Petra Müller', 'Sehr geehrte Frau Müller'],
    ['Herr', 'Vicco von Bülow', 'Sehr geehrter Herr von Bülow'],
    ['Frau', 'Ursula von der Leyen', 'Sehr geehrte Frau von der Leyen'],
    ['Herr', 'Karl-Theodor zu Guttenberg', 'Sehr geehrter Herr zu Guttenberg'],
    ['Herr', 'Rafael van der Vaart', 'Sehr geehrter Herr van der Vaart'],
    ['Frau', 'Maria de la Cruz', 'Sehr geehrte Frau de la Cruz'],
    ['Frau', 'Sabine Müller-Lüdenscheidt', 'Sehr geehrte Frau Müller-Lüdenscheidt'],
    ['Herr', 'Hans Peter Schmidt', 'Sehr geehrter Herr Schmidt'],
    ['Herr', 'Schäfer', 'Sehr geehrter Herr Schäfer'],
    ['Herr', 'F. Schäfer', 'Sehr geehrter Herr Schäfer'],
    ['Herr', 'Schäfer, Frank', 'Sehr geehrter Herr Schäfer'],
    ['Herr', 'Dr. Jörg Klein', 'Sehr geehrter Herr Dr. Klein'],
    ['Frau', 'Prof. Dr. Anna Weber', 'Sehr geehrte Frau Prof. Dr. Weber'],
    ['Herr', 'Dr. med. Jörg Klein', 'Sehr geehrter Herr Dr. Klein'],
    ['Herr', 'Dipl.-Ing. Jörg Klein', 'Sehr geehrter Herr Klein'],
    ['Herr', 'Herr Frank Schäfer', 'Sehr geehrter Herr Schäfer'],
    ['Herr', '  Frank   Schäfer ', 'Sehr geehrter Herr Schäfer'],
    ['Herr', 'FRANK SCHÄFER', 'Sehr geehrter Herr Schäfer'],
    ['Herr', 'vicco von bülow', 'Sehr geehrter Herr von Bülow'],
    ['Frau', "Siobhan O'Brien", "Sehr geehrte Frau O'Brien"],
  ])('%s %s → %s', (title, person, expected) => {
    expect(salutation(title, person)).toBe(expected);
  });

  it.each([
    [null, 'Frank Schäfer'],
    ['', 'Frank Schäfer'],
    ['Herr', null],
    ['Herr', ''],
    ['Herr', 'Bäckerei Müller GmbH'],
    ['Frau', 'Praxis Dr. Weber'],
    ['Herr', 'Müller & Söhne'],
    ['Herr', 'info@baeckerei.de'],
    ['Herr', 'Team Kundenservice'],
    ['Herr', 'Frank 2'],
    ['Herr', 'von'],
    ['Herr', 'Frank von'],
    ['Herr', 'Dr.'],
    ['Herr', 'X'],
    ['Herr', 'Inhaber: Frank Schäfer'],
    ['Herr', 'A B C D E F'],
    ['Divers', 'Kim Schäfer'],
  ])('%s %s → Guten Tag', (title, person) => {
    expect(salutation(title, person)).toBe('Guten Tag');
  });

  it('takes the surname alone, particles and titles kept', () => {
    expect(surnameOf('Vicco von Bülow')).toBe('von Bülow');
    expect(surnameOf('von Bülow')).toBe('von Bülow');
    expect(surnameOf('Dr.-Ing. Jörg Klein')).toBe('Dr. Klein');
  });
});
