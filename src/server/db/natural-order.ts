import { sql, type SQL } from 'drizzle-orm';

/** Accented letters of Portuguese and their plain ones: 'Água' sorts among the a's. */
const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇáàâãäéèêëíìîïóòôõöúùûüç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucaaaaaeeeeiiiiooooouuuuc';

/**
 * A name's key in natural order (issue 39: 'Lote 2' before 'Lote 10'), in SQL: each run of digits
 * becomes its length in two digits and the number without leading zeros ('10' → '0210', '2' →
 * '012'), each other run its lower case without accents; compared byte by byte (collation "C"),
 * whatever the database's locale. A name of up to 100 characters gives a key of at most 200.
 */
export function naturalKey(name: SQL): SQL {
  return sql`(array_to_string(array(
    select case when m.part[1] ~ '^[0-9]'
                then lpad(length(ltrim(m.part[1], '0'))::text, 2, '0') || ltrim(m.part[1], '0')
                else translate(lower(m.part[1]), ${ACCENTED}, ${PLAIN}) end
    from regexp_matches(${name}, '[0-9]+|[^0-9]+', 'g') with ordinality as m(part, n)
    order by m.n
  ), '') collate "C")`;
}
