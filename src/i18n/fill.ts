// Kept apart from the catalogues: islands import this without pulling any language into their bundle.

/** ASCII digits written with a catalogue's ten digits ('0123456789' or '०१२३४५६७८९'). */
export const inDigits = (text: string, digits: string): string => text.replace(/[0-9]/g, (d) => [...digits][Number(d)]);

/**
 * Fills {name} placeholders. Numbers are written in the catalogue's own digits (Devanagari in
 * Nepali), so an island needs nothing but its messages to count in the visitor's language.
 */
export function fill(template: string, values: Record<string, string | number>, digits = '0123456789'): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) return whole;
    return typeof value === 'number' ? inDigits(String(value), digits) : value;
  });
}
