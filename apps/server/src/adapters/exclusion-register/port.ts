// A national multi-operator exclusion register: one question, "is this person on it?".
// Sign-up and login ask it (features/protection exclusion-checks.service.ts). A real register's
// adapter plugs in beside the embedded demo one (embedded/embedded-register.ts).

/** What Khel knows of the person at the moment of asking; plain values, only sent to the register. */
export interface PersonIdentifiers {
  /** National numbers without the country code (3001234567). */
  phones: string[];
  /** 13-digit CNICs, digits only. */
  cnics: string[];
}

export type RegisterAnswer = { excluded: false } | { excluded: true; reference: string };

export interface ExclusionRegister {
  readonly name: string;
  /** Throws RegisterUnavailableError when the register cannot answer. */
  check(person: PersonIdentifiers): Promise<RegisterAnswer>;
}

export class RegisterUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('the exclusion register did not answer', { cause });
    this.name = 'RegisterUnavailableError';
  }
}

/** EXCLUSION_REGISTER=off: nobody is on it (a jurisdiction without a register). */
export const noRegister: ExclusionRegister = { name: 'off', check: async () => ({ excluded: false }) };
