// Mounted once in the shell: reports presence for the online rewards (see the hook).
import { useOnlineHeartbeat } from '../hooks/use-online-heartbeat.ts';

export function OnlineHeartbeat() {
  useOnlineHeartbeat();
  return null;
}
