// "Every 30 s a refresh runs, plus an extra if Storedata exists": the extra is the click
// counters' upload (lib/click-counter.ts), for visitors (playerId 0) and players alike.
import { useEffect } from 'react';
import { uploadClicks } from '../lib/click-counter.ts';
import { useSessionStore } from '../stores/session-store.ts';

const UPLOAD_EVERY_MS = 30_000;

export function ClickUploader() {
  useEffect(() => {
    const timer = setInterval(() => {
      const player = useSessionStore.getState().player;
      // A failed upload keeps the log for the next turn; nothing to tell the player.
      uploadClicks({ playerId: player?.playerId ?? 0, vip: player?.vip ?? 0, gold: player?.gold ?? 0 }).catch(() => undefined);
    }, UPLOAD_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return null;
}
