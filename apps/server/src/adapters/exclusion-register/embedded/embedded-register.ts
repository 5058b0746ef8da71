// The embedded demo register (EXCLUSION_REGISTER=embedded, the default outside production): a
// small in-process list. Developers and tests add people through the dev-only route
// (POST /dev/exclusion-register, dev-register-route.ts) and can make it unreachable to see the
// fail-closed sign-up. It forgets everything on restart.
import { normalizePhone } from '@khel/contracts/rules';
import { RegisterUnavailableError, type ExclusionRegister, type PersonIdentifiers, type RegisterAnswer } from '../port.ts';

export interface RegisterEntry {
  kind: 'phone' | 'cnic';
  value: string;
  reference: string;
}

export interface EmbeddedRegister extends ExclusionRegister {
  add(entry: RegisterEntry): void;
  setReachable(reachable: boolean): void;
}

const canonical = (entry: Pick<RegisterEntry, 'kind' | 'value'>) =>
  `${entry.kind}:${entry.kind === 'phone' ? normalizePhone(entry.value.replace(/\D/g, '')) : entry.value.replace(/\D/g, '')}`;

export function createEmbeddedRegister(): EmbeddedRegister {
  const entries = new Map<string, string>();
  let reachable = true;
  return {
    name: 'embedded',
    add(entry) {
      entries.set(canonical(entry), entry.reference);
    },
    setReachable(value) {
      reachable = value;
    },
    async check(person: PersonIdentifiers): Promise<RegisterAnswer> {
      if (!reachable) throw new RegisterUnavailableError();
      const keys = [...person.phones.map((value) => canonical({ kind: 'phone', value })), ...person.cnics.map((value) => canonical({ kind: 'cnic', value }))];
      for (const key of keys) {
        const reference = entries.get(key);
        if (reference !== undefined) return { excluded: true, reference };
      }
      return { excluded: false };
    },
  };
}
