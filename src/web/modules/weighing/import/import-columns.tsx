import { COLUMN_ROLE_LABELS, type ColumnMapping, type ColumnRole } from '@/domain/import/scale-csv';
import { SelectField } from '../../../components/ui/select-field';

const ROLE_OPTIONS = (Object.keys(COLUMN_ROLE_LABELS) as ColumnRole[]).map((role) => ({
  value: role,
  label: COLUMN_ROLE_LABELS[role],
}));
/** Roles one column at most may have: picking one elsewhere clears it here. */
const SINGLE_ROLES: ColumnRole[] = ['weight', 'unit', 'date', 'time'];

/** The mapping with `column` given `role` (taken from any other column when it is single). */
export function withRole(mapping: ColumnMapping, column: number, role: ColumnRole): ColumnMapping {
  return {
    ...mapping,
    columns: mapping.columns.map((r, i) =>
      i === column ? role : SINGLE_ROLES.includes(role) && r === role ? 'ignore' : r,
    ),
  };
}

/** 'Colunas do arquivo': one select a column, named by its header and shown with a sample. */
export function ImportColumns({
  mapping,
  header,
  sample,
  onRole,
}: {
  mapping: ColumnMapping;
  header: readonly string[] | null;
  sample: readonly string[] | undefined;
  onRole: (column: number, role: ColumnRole) => void;
}) {
  return (
    <section aria-labelledby="import-columns" className="flex flex-col gap-3">
      <h3 id="import-columns" className="text-base font-semibold text-stone-900">
        Colunas do arquivo
      </h3>
      <p className="text-sm text-stone-600">
        Confira o que cada coluna contém. Em cada linha vale a primeira identificação preenchida;
        sem ela, o EID (guardado com os 15 dígitos, escrito como for).
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {mapping.columns.map((role, i) => (
          <SelectField
            key={i}
            id={`import-column-${i}`}
            label={`Coluna ${i + 1}${header?.[i] ? `: ${header[i]}` : ''}`}
            hint={sample?.[i] ? `Ex.: ${sample[i]}` : undefined}
            value={role}
            onChange={(e) => onRole(i, e.target.value as ColumnRole)}
            options={ROLE_OPTIONS}
          />
        ))}
      </div>
    </section>
  );
}
