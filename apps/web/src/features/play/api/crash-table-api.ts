// The shared crash round's calls (contracts endpoints/inhouse-crash). The state needs no session,
// so a visitor's screen shows the round too.
import { crashTableBet, crashTableCashOut, crashTableMine, crashTableState } from '@khel/contracts/endpoints/inhouse-crash';
import { callApi } from '../../../lib/api-client.ts';

export const crashTable = () => callApi(crashTableState, {});
export const crashTableJoin = (bet: number, autoCashOut: number | null) => callApi(crashTableBet, autoCashOut === null ? { bet } : { bet, autoCashOut });
export const crashTableLeave = (gameId: number, at: number) => callApi(crashTableCashOut, { gameId, at });
export const crashTableMyBet = () => callApi(crashTableMine, {});
