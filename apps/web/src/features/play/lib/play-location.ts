// What a /game/playps address shows, read from its query (play-screen.tsx), and which of those a
// visitor may open without logging in (app/routes.tsx): the in-house crash room only. Its one
// shared round is public (state and live topic need no session), so a visitor watches it and logs
// in to bet; every other game needs a session to play, and a third-party launch always does.
// No contract import here: the route table is in the first bundle (the test checks the id
// against INHOUSE_GAME_IDS).

/** The catalogue id of the in-house crash room (INHOUSE_GAME_IDS.crash). */
export const WATCHABLE_GAME_ID = 'inhouse-crash';

/** An in-house game (drawn on the screen), not a third-party launch. */
export const isInhousePlay = (params: URLSearchParams) => params.get('platform') === 'inhouse' || params.get('type2') === 'inhouse';

/** A play address a visitor may open: the in-house crash room. */
export const visitorMayWatch = (params: URLSearchParams) => isInhousePlay(params) && params.get('id') === WATCHABLE_GAME_ID;
