import type { FormEvent, ReactNode } from 'react';
import { Calculator } from 'lucide-react';
import { Button } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import { resultsId } from './use-calculator';
import { NO_NATIVE_SUBMIT } from '../../lib/native-submit';

interface CalculatorLayoutProps {
  formId: string;
  /** The input fields (grouped with FieldGroup where it helps). */
  fields: ReactNode;
  onSubmit: (event: FormEvent) => void;
  /** The results, or null before a successful calculation. */
  results: ReactNode | null;
  submitLabel?: string;
  /** A save is under way: the button waits, so a second tap does not send it again. */
  busy?: boolean;
}

/** Form on the left, results on the right (stacked on phones). */
export function CalculatorLayout({
  formId,
  fields,
  onSubmit,
  results,
  submitLabel = 'Calcular',
  busy = false,
}: CalculatorLayoutProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
      <Card>
        <CardContent>
          <form
            id={formId}
            method={NO_NATIVE_SUBMIT}
            noValidate
            onSubmit={onSubmit}
            className="flex flex-col gap-5"
          >
            {fields}
            <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
              <Calculator aria-hidden="true" />
              {submitLabel}
            </Button>
          </form>
        </CardContent>
      </Card>
      <section
        id={resultsId(formId)}
        aria-labelledby={`${formId}-results-title`}
        aria-live="polite"
        className="scroll-mt-20"
      >
        <h2 id={`${formId}-results-title`} className="sr-only">
          Resultados
        </h2>
        {results ?? (
          <Card className="border-dashed bg-stone-50/60">
            <CardContent className="flex items-center gap-3 text-stone-600">
              <Calculator className="size-5 shrink-0 text-stone-400" aria-hidden="true" />
              <p>Preencha os dados e selecione {submitLabel} para ver os resultados.</p>
            </CardContent>
          </Card>
        )}
      </section>
    </div>
  );
}

/** A titled group of fields in a two-column grid on wider screens. */
export function FieldGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      {title && <legend className="mb-1 text-sm font-semibold text-stone-800">{title}</legend>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
