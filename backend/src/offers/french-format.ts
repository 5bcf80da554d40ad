const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** `1 234,50 €` with plain spaces (pdfkit's standard fonts lack the narrow no-break space Intl writes). */
export function frenchEuros(value: number): string {
  return euro.format(value).replace(/\u202f|\u00a0/g, ' ');
}

/** `26 décembre 2026`, for a day (YYYY-MM-DD, read at noon so no time zone moves it) or an instant. */
export function frenchDate(value: string | Date): string {
  return longDate.format(typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value);
}
