import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** What a sealed value starts with; a later scheme gets its own prefix. */
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/**
 * The key of development and test machines only: a database copied from one of them must not
 * look protected. Production refuses to start without MFA_SECRET_KEY (config.ts).
 */
export const DEVELOPMENT_MFA_SECRET_KEY = createHash('sha256')
  .update('bar-portal development MFA secret key: not for production')
  .digest();

/**
 * Seals TOTP secrets at rest with AES-256-GCM: a copy of the database (a backup, a leaked dump)
 * without the key cannot produce anyone's codes, and a sealed value changed or moved to another
 * row fails to open (the user id is the additional authenticated data).
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`the MFA secret key must be ${KEY_BYTES} bytes`);
  }

  seal(plain: string, userId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(userId));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, sealed, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plain secret; throws when the value was not sealed for this user with this key. */
  open(sealed: string, userId: string): string {
    const [version, iv, data, tag] = sealed.split('.');
    if (version !== VERSION || !iv || !data || !tag) throw new Error('not a sealed MFA secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

/** MFA_SECRET_KEY: 32 bytes as base64 (44 characters) or hex (64 characters). */
export function parseSecretKey(text: string): Buffer | null {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  return key.length === KEY_BYTES ? key : null;
}
