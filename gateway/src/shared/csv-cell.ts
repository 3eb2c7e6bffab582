/**
 * A cell a spreadsheet could read as a formula (=, +, -, @, or a tab or carriage return first)
 * is prefixed with a quote, as OWASP advises against CSV injection: a member's name such as
 * `=HYPERLINK(...)` stays text when staff open an export.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
