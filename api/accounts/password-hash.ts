// argon2id with OWASP's parameters (19 MiB memory, 2 iterations, 1 lane).
import { hash, verify } from '@node-rs/argon2';

const OWASP = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/** A real hash to verify against when the e-mail is unknown, so both paths take as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-never-matches');
  return decoy;
}
