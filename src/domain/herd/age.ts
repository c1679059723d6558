/**
 * An animal's age as a producer says it (issue 39): '11 meses', '1 ano', '2 anos e 3 meses'. The
 * registry keeps whole months (a 27-month steer); read as months alone, past a year it had to be
 * divided in the head. Below a month: 'menos de 1 mês'.
 */
export function ageInYearsAndMonths(months: number): string {
  const whole = Math.max(0, Math.floor(months));
  if (whole === 0) return 'menos de 1 mês';
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  const monthText = rest === 1 ? '1 mês' : `${rest} meses`;
  if (years === 0) return monthText;
  const yearText = years === 1 ? '1 ano' : `${years} anos`;
  return rest === 0 ? yearText : `${yearText} e ${monthText}`;
}
