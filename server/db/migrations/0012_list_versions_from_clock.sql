-- A list's ETag names the customer's list version, and clients keep it. A restored backup rewinds
-- the versions; counting on from there by one could reach a version a client already holds for
-- other rows. From now on every raise goes at least to the clock (microseconds since 1970), which
-- has moved past any version answered before the restore.
CREATE OR REPLACE FUNCTION "bump_list_version"(owner uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "list_versions" AS "v" ("customer_id", "version")
		VALUES (owner, (extract(epoch from clock_timestamp()) * 1000000)::bigint)
		ON CONFLICT ("customer_id") DO UPDATE SET "version" = greatest(
			"v"."version" + 1, (extract(epoch from clock_timestamp()) * 1000000)::bigint
		);
$$;
