/** A chart's place while its data loads, or says it could not: its title and one line. */
export function ChartPending({ title, failed }: { title: string; failed: boolean }) {
  return (
    <div className="space-y-2">
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      <p className="text-sm text-stone-600">
        {failed ? 'Não foi possível carregar o gráfico.' : 'Carregando o gráfico...'}
      </p>
    </div>
  );
}
