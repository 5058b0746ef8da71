// A price that moved since the last render flashes for FLASH_MS: green and ▲ up, red and ▼ down
// (sports.css; with reduced motion a steady tint instead of the flash). `flashKey` changes with each
// move so the flash starts again when the price moves twice in a row.
import { useEffect, useState } from 'react';

export const FLASH_MS = 1_600;

export type PriceMove = 'up' | 'down' | null;

export function usePriceFlash(price: number): { move: PriceMove; flashKey: number } {
  const [seen, setSeen] = useState(price);
  const [flash, setFlash] = useState<{ move: PriceMove; key: number }>({ move: null, key: 0 });
  if (price !== seen) {
    setSeen(price);
    setFlash({ move: price > seen ? 'up' : 'down', key: flash.key + 1 });
  }
  useEffect(() => {
    if (flash.move === null) return;
    const timer = setTimeout(() => setFlash((current) => ({ ...current, move: null })), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash.key, flash.move]);
  return { move: flash.move, flashKey: flash.key };
}
