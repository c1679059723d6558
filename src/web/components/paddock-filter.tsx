import { paddockChoices, usePaddockOptions } from '../lib/paddock-options';
import { cn } from '../lib/cn';
import { SelectField } from './ui/select-field';

/**
 * 'Pasto': narrows a list to the animals now in a paddock ('Todos os pastos' or one of them,
 * grouped by retiro). Shown only when the plan has 'Pastos' and the farm has paddocks; `value` is
 * the paddock's id, '' for all.
 */
export function PaddockFilter({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: string;
  onChange: (paddockId: string) => void;
  className?: string;
}) {
  const { paddocks, retiros } = usePaddockOptions();
  if (paddocks.length === 0) return null;
  const { plain, groups } = paddockChoices(paddocks, retiros);
  return (
    <div className={cn('flex min-w-0 flex-col sm:max-w-xs', className)}>
      <SelectField
        id={id}
        label="Pasto"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={[{ value: '', label: 'Todos os pastos' }, ...plain]}
        groups={groups}
      />
    </div>
  );
}
