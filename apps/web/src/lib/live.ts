// Live events in React (docs/architecture/live.md). The one socket is opened by <LiveBridge> (the
// app shell); until it is, and whenever it is down, useLiveConnected() is false and screens poll
// as before. Components only subscribe: useLiveEvent for a type, useLiveTopic for a public topic.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSessionStore } from '../stores/session-store.ts';
import { LIVE_SUBSCRIBED, LiveClient, type LiveEvent } from './live-connection.ts';

export type { LiveEvent } from './live-connection.ts';

function liveUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/live`;
}

/** The app's client; tests replace it with setLiveClient. */
let client = new LiveClient({ url: liveUrl, token: () => useSessionStore.getState().token, enabled: import.meta.env.MODE !== 'test' });

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
export function useLiveTopic(topic: string, onSubscribed?: () => void): void {
  useEffect(() => client.subscribe(topic), [topic]);
  // The server confirms each subscription, also after a reconnect: from then on no event of the
  // topic is missed, so the screen reads its state again there (what was committed between its
  // first read and the subscription would be lost otherwise).
  useLiveEvent(LIVE_SUBSCRIBED, (event) => {
    if (event.topic === topic) onSubscribed?.();
  });
}

/** Whether the socket is up and greeted; false means: poll. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (listener) => client.onConnectedChange(listener),
    () => client.isConnected(),
    () => false,
  );
}
