/**
 * A cell that a spreadsheet would run as a formula (it begins with =, +, - or @, or a tab or carriage return
 * followed by one) gets a leading apostrophe, so it is shown as text (OWASP "CSV injection").
 */
export function neutralizeCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
