// "Ignoring case and accents" in SQL, the same way as the domain's normalizeText (catalog.ts)
// does it in the browser and the server: lower case, without accents, inner whitespace as one
// space, trimmed. Every comparison of names by their folded form goes through here.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The folded form of a column or a text. */
const folded = (value: SQLWrapper | string): SQL =>
  sql`feria_unaccent(lower(btrim(regexp_replace(${value}::text, '\\s+', ' ', 'g'))))`;

/**
 * Whether `key`, a stored folded name (productores.nombre_normalizado, schema.ts), names the same
 * as `value`. The stored key keeps inner spaces as typed (it is a generated column; collapsing
 * them needs a migration), so a key written with its spaces doubled still matches its own name.
 * Both forms are equalities on the key, so its index answers.
 */
export const sameFoldedName = (key: SQLWrapper, value: SQLWrapper | string): SQL =>
  sql`${key} in (${folded(value)}, feria_unaccent(lower(btrim(${value}::text))))`;
