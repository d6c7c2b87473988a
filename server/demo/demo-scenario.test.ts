import { describe, expect, it } from 'vitest';
import { reviewWindow } from '../scraper';
import { businessKinds, reviewTexts, reviewTextsFor, surnames } from './seed/demo-data';
import { demoScenario } from './start-demo';

// Issue 19: a demo scan finds a few reviews, not dozens, and they read like real ones.
describe('demoScenario', () => {
  const now = new Date('2026-03-10T10:00:00Z');
  // Twenty places as the demo seeds their links: one of each kind of business.
  const places = businessKinds.map(
    (kind, i) => `https://www.google.com/maps/place/${`${kind} ${surnames[i]}`.replaceAll(' ', '+')},+Kiel`,
  );
  const scan = (run: number) => places.flatMap((url) => demoScenario(url, run, now).items ?? []);

  it('adds a few reviews per scan of twenty places, a different number on different scans', () => {
    const counts = Array.from({ length: 12 }, (_, run) => scan(run + 1).length);
    for (const n of counts) expect(n).toBeLessThanOrEqual(12);
    expect(counts.reduce((a, b) => a + b, 0) / counts.length).toBeLessThan(8);
    expect(new Set(counts).size).toBeGreaterThan(2);
  });

  it('varies authors, texts, stars and times, all from yesterday', () => {
    const items = Array.from({ length: 12 }, (_, run) => scan(run + 1)).flat() as {
      name: string;
      text: string | null;
      stars: number;
      publishedAtDate: string;
    }[];
    expect(items.length).toBeGreaterThan(15);
    expect(new Set(items.map((r) => r.name)).size).toBeGreaterThan(items.length / 2);
    expect(new Set(items.map((r) => r.text)).size).toBeGreaterThan(8);
    expect(new Set(items.map((r) => r.stars)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(items.map((r) => r.publishedAtDate.slice(11, 16))).size).toBeGreaterThan(items.length / 2);
    for (const r of items) expect(r.publishedAtDate.slice(0, 10)).toBe('2026-03-09');
  });

  it('dates its reviews inside the Berlin yesterday a scan reads, also late in the UTC evening', () => {
    // 23:30 UTC is already the next day in Berlin: yesterday is 10 March there, not 9 March.
    const late = new Date('2026-03-10T23:30:00Z');
    const { from, to } = reviewWindow(late, 1);
    const items = Array.from({ length: 12 }, (_, run) =>
      places.flatMap((url) => demoScenario(url, run + 1, late).items ?? []),
    ).flat() as { publishedAtDate: string }[];
    expect(items.length).toBeGreaterThan(5);
    for (const r of items) {
      const at = new Date(r.publishedAtDate).getTime();
      expect(at >= from.getTime() && at < to.getTime()).toBe(true);
    }
  });

  it("writes what fits the business: a dentist's reviews from the dentist's texts, never a restaurant's", () => {
    const dentist = 'https://www.google.com/maps/place/Zahnarztpraxis+Dr.+M%C3%BCller,+Kiel';
    const pizzeria = 'https://www.google.com/maps/place/Pizzeria+Koch,+Berlin';
    const textsOf = (url: string) =>
      Array.from({ length: 200 }, (_, run) => demoScenario(url, run + 1, now).items ?? [])
        .flat()
        .map((r) => (r as { text: string | null }).text)
        .filter((t): t is string => t !== null);
    const fits = (t: string, topic: keyof typeof reviewTexts) =>
      [
        ...reviewTexts[topic].negative,
        ...reviewTexts[topic].neutral,
        ...reviewTexts[topic].positive,
      ].includes(t);
    const dentistTexts = textsOf(dentist);
    const pizzeriaTexts = textsOf(pizzeria);
    expect(dentistTexts.length).toBeGreaterThan(10);
    expect(pizzeriaTexts.length).toBeGreaterThan(10);
    expect(dentistTexts.filter((t) => !fits(t, 'practice'))).toEqual([]);
    expect(pizzeriaTexts.filter((t) => !fits(t, 'gastro'))).toEqual([]);
    expect(dentistTexts.filter((t) => /Essen|Bedienung/.test(t))).toEqual([]);
    expect(reviewTextsFor('Zahnarztpraxis Dr. Müller')).toBe(reviewTexts.practice);
    expect(reviewTextsFor('Pizzeria Koch')).toBe(reviewTexts.gastro);
  });

  it('is the same for the same place, day and run', () => {
    expect(demoScenario(places[0], 3, now)).toEqual(demoScenario(places[0], 3, now));
  });
});
