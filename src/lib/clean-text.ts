// What no stored text may hold (hardening issue, "smaller holes"): every string a write stores
// passes through cleanText(), from the shared zod fields (src/lib/fields.ts), the plan features,
// the lead notes and the visitor forms' own checks (src/lib/visitor-fields.ts), so the browser and
// the server count the same characters.
//
// - C0 controls (NUL and the rest) but tab, line feed and carriage return, which multi-line text
//   (messages, remarks, answers, notes) holds; DEL and the C1 controls. PostgreSQL text cannot hold
//   NUL, and none of them is ever typed.
// - Bidirectional controls: the embeddings and overrides U+202A–U+202E (U+202E turns 'Ram' into a
//   name read backwards in the admin, an email or a CSV), the isolates U+2066–U+2069 and the marks
//   U+200E, U+200F and U+061C. Zero-width joiner and non-joiner (U+200D, U+200C) stay: Devanagari
//   needs them (क्‍ष, half forms).
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text without control and bidirectional-override characters (see above). */
export const cleanText = (s: string): string => s.replace(UNSAFE, '');
