import { usePaddockOptions } from '../lib/paddock-options';

/**
 * The farm's paddock names as suggestions for a typed 'Pasto' (an animal's form, 'Transferir'):
 * a `<datalist>` the input names with `list={id}`. Nothing on a plan without 'Pastos'. A name not
 * in it makes a new paddock (decision 070).
 */
export function PaddockNames({ id }: { id: string }) {
  const { paddocks } = usePaddockOptions();
  if (paddocks.length === 0) return null;
  return (
    <datalist id={id}>
      {paddocks.map((p) => (
        <option key={p.id} value={p.name} />
      ))}
    </datalist>
  );
}
