-- Settled rounds whose valid bet has not yet been counted (issue #10, features/game-wallet/README.md
-- "Outbox"). The callback function (0033) settles a round and adds its row here in the same
-- transaction; the drain job computes the valid bet with the one pure rule
-- (packages/contracts/src/valid-bet.ts), writes it on the round, advances betting tasks and VIP
-- experience, and deletes the row, all in one transaction: each settled round counts exactly once.
-- No foreign key on round_pk: only the callback function writes here, with the round it has just
-- settled, and a foreign key would cost every callback one more lookup and row lock.
CREATE TABLE game_play_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_pk bigint NOT NULL,
  player_id bigint NOT NULL,
  created_at timestamptz NOT NULL
);
