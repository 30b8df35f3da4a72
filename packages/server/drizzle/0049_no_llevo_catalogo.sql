-- MARKET §15 (round 5): every Product answer carries `noVieneA`, the ferias its producer marked
-- "No llevo": a mark or its removal is a change of the catalogue, as a write of products is.
CREATE CONSTRAINT TRIGGER "no_llevo_catalog_version"
	AFTER INSERT OR DELETE ON "no_llevo"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION feria_bump_catalog_version();
