import { Secret, TOTP } from 'otpauth';

// RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 s.
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a phone clock a little off still works, the window stays 90 s. */
const WINDOW_STEPS = 1;
const ISSUER = 'Bar Association Portal';

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI that the QR code carries. */
export function totpUri(secretBase32: string, accountName: string): string {
  return totpOf(secretBase32, accountName).toString();
}

export function isTotpCodeShape(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * The time step the code belongs to, or null when it matches none within the window. The
 * caller refuses steps at or before the last accepted one (replays).
 */
export function matchingTotpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!isTotpCodeShape(code)) return null;
  const timestamp = now.getTime();
  const delta = totpOf(secretBase32).validate({ token: code, timestamp, window: WINDOW_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}
