/**
 * A whole-number setting of a script from the environment (at least `min`), or the fallback;
 * anything else stops the script with exit code 2 and says which variable is wrong.
 */
export function knob(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
    process.exit(2);
  }
  return value;
}
