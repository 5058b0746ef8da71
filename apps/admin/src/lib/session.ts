// The operator's session in this browser tab: the x-operator-token and who it belongs to. Kept in
// sessionStorage (a closed tab logs out; the server's session lasts 8 hours at most).
import type { Me } from '@khel/contracts/admin/operators';
import type { Permission } from '@khel/contracts/admin/operators-roles';
import { useSyncExternalStore } from 'react';

const KEY = 'khel-admin-session';

export interface Session {
  token: string;
  me: Me | null;
}

let current: Session | null = read();
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

function write(next: Session | null): void {
  current = next;
  if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export const session = {
  get: () => current,
  start: (token: string) => write({ token, me: null }),
  setMe: (me: Me) => current && write({ ...current, me }),
  end: () => write(null),
};

export function useSession(): Session | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

export function useCan(): (permission: Permission) => boolean {
  const me = useSession()?.me;
  return (permission) => me?.permissions.includes(permission) ?? false;
}
