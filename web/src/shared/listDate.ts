/** A LocalDate (YYYY-MM-DD) as the lists show dates: MM/DD/YYYY (spec 001 §9). */
export const listDate = (day: string | null | undefined) => {
  const [y, m, d] = (day ?? '').split('-');
  return y && m && d ? `${m}/${d}/${y}` : '';
};
