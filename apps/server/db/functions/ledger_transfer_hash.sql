-- The request hash wallet.service.ts computes for transfer(): sha256 of the JSON
-- ["transfer", from, to, amount, reason, reference] with from/to as {"player":id} or
-- {"system":code}, so a key used from Node and from SQL has one meaning (a replay or a conflict).
CREATE OR REPLACE FUNCTION ledger_transfer_hash(
  p_from_player bigint, p_from_code text, p_to_player bigint, p_to_code text, p_amount bigint, p_reason integer, p_reference text
) RETURNS bytea LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN sha256(convert_to(format('["transfer",%s,%s,%s,%s,%s]',
    CASE WHEN p_from_player IS NOT NULL THEN format('{"player":%s}', p_from_player) ELSE format('{"system":%s}', to_json(p_from_code)) END,
    CASE WHEN p_to_player IS NOT NULL THEN format('{"player":%s}', p_to_player) ELSE format('{"system":%s}', to_json(p_to_code)) END,
    p_amount, p_reason, to_json(p_reference)), 'UTF8'));
END $$;
