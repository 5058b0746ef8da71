// Live events in React (docs/architecture/live.md). The one socket is opened by <LiveBridge> (the
// app shell); until it is, and whenever it is down, useLiveConnected() is false and screens poll
// as before. Components only subscribe: useLiveEvent for a type, useLiveTopic for a public topic.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSessionStore } from '../stores/session-store.ts';
import { LiveClient, type LiveEvent } from './live-connection.ts';

export type { LiveEvent } from './live-connection.ts';

function liveUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/live`;
}

/** The app's client; tests replace it with setLiveClient. */
let client = new LiveClient({ url: liveUrl, token: () => useSessionStore.getState().token });

export function liveClient(): LiveClient {
  return client;
}

export function setLiveClient(next: LiveClient): void {
  client = next;
}

/** Calls handler for every event of this type while the component is mounted (latest handler wins). */
export function useLiveEvent(type: string, handler: (event: LiveEvent) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client.on(type, (event) => latest.current(event)), [type]);
}

/** Subscribes to a public topic ('crash', …) while the component is mounted; visitors too. */
export function useLiveTopic(topic: string): void {
  useEffect(() => client.subscribe(topic), [topic]);
}

/** Whether the socket is up and greeted; false means: poll. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (listener) => client.onConnectedChange(listener),
    () => client.isConnected(),
    () => false,
  );
}
