/**
 * The /support form's area field (issue 29), the coverage check's combobox: its suggestions are
 * named apart from the field's own label ("Area"), so neither name starts the other.
 */
export const areaFieldEn = {
  suggestions: 'Matching areas',
};
