// The screen-reader voice of a game: a polite live region that says each result once, in words
// with the exact amounts. The visible counters animate; this does not. Each round's sentence is a
// new child (keyed by the round), so two identical results in a row are both announced.
interface ResultAnnouncerProps {
  roundKey: string;
  message: string | null;
}

export function ResultAnnouncer({ roundKey, message }: ResultAnnouncerProps) {
  return (
    <div className="play-sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="result-announcement">
      {message ? <span key={roundKey}>{message}</span> : null}
    </div>
  );
}
