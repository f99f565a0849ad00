import { authenticator } from 'otplib';

// One step either side forgives a phone clock a little off.
authenticator.options = { window: 1 };

export function newTotpSecret(): string {
  return authenticator.generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return authenticator.keyuri(email, 'Kanmani console', secret);
}

export function totpMatches(secret: string, code: string): boolean {
  return /^\d{6}$/.test(code) && authenticator.check(code, secret);
}
