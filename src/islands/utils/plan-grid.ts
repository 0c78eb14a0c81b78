/**
 * How many plan cards share a row on wide screens, so that no card sits alone on the last row:
 * 4 → 4 in a row, 5 → 3 + 2, 7 → 4 + 3. Narrower screens show two in a row, phones one.
 * (13 is the first count neither 3 nor 4 divides without a remainder of 1; it gets rows of 3.)
 */
export function planColumns(count: number): 1 | 2 | 3 | 4 {
  if (count <= 2) return Math.max(count, 1) as 1 | 2;
  if (count % 3 !== 1) return 3;
  return count % 4 !== 1 ? 4 : 3;
}

// Written out whole so Tailwind finds the classes. Rows are centred (flex-wrap, justify-center),
// so a shorter last row sits in the middle rather than on the left.
const WIDTH = {
  1: 'w-full sm:max-w-md',
  2: 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:max-w-md',
  3: 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  4: 'w-full sm:w-[calc((100%-1.5rem)/2)] xl:w-[calc((100%-4.5rem)/4)]',
} as const;

/** The list's and each card's classes for `count` plans. */
export function planGridClasses(count: number) {
  return { list: 'flex flex-wrap justify-center gap-6', item: WIDTH[planColumns(count)] };
}
