// A chat image: fetched with the session (an <img src> could not send it), shown from an object
// URL that is released when the bubble goes; the browser never caches it (the server says no-store).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchChatImage } from '../api/support-chat-api.ts';

export function ChatImage({ id, alt }: { id: number; alt: string }) {
  const image = useQuery({ queryKey: ['player', 'support-chat-image', id], queryFn: () => fetchChatImage(id), staleTime: Infinity });
  const url = useMemo(() => (image.data && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ? <img className="support-chat__image" src={url} alt={alt} /> : <span className="support-chat__image support-chat__image--loading" role="img" aria-label={alt} />;
}
