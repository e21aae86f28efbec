/**
 * A new API key: 24 random bytes as 48 hex characters (the server accepts 16 to 256). Made in the browser
 * and sent once over the owner's PATCH; the server stores it encrypted and finds it by an HMAC.
 */
export function generateAPIKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
