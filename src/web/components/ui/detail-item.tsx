/** One term and its value in a description list (<dl>) of details. */
export function DetailItem({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-stone-600">{term}</dt>
      <dd className="font-medium text-stone-900">{value}</dd>
    </div>
  );
}
