import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ModuleId } from '@/domain/modules';
import type { UsualKind } from '@/domain/usual-ranges';
import type { FieldValues } from '../../lib/use-field-form';
import { ModuleLayout } from '../module-layout';
import { CalculatorLayout, FieldGroup } from './calculator-layout';
import { NumberField } from './number-field';
import { useCalculator } from './use-calculator';

/** One number field of a calculator, named after its key in the schema's input. */
export interface ListedField<K extends string = string> {
  name: K;
  label: string;
  step?: number;
  placeholder?: string;
  hint?: string;
  usual?: UsualKind;
}

interface Props<S extends z.ZodType, R> {
  formId: string;
  moduleId: ModuleId;
  title: string;
  description: string;
  /** The title of the one group the fields stand in. */
  groupTitle: string;
  fields: readonly ListedField[];
  schema: S;
  initialValues: FieldValues;
  calculate: (input: z.output<S>) => R;
  successTitle: string;
  results: (result: { input: z.output<S>; output: R }) => ReactNode;
}

/**
 * A calculator screen whose number fields form one group (daily rate, supplementation, its
 * cost): the module's shell, the fields, and the results once calculated.
 */
export function FieldListCalculator<S extends z.ZodType, R>(props: Props<S, R>) {
  const { formId, schema, initialValues, calculate, successTitle } = props;
  const calc = useCalculator({ formId, schema, initialValues, calculate, successTitle });

  return (
    <ModuleLayout title={props.title} moduleId={props.moduleId} description={props.description}>
      <CalculatorLayout
        formId={formId}
        onSubmit={calc.submit}
        fields={
          <FieldGroup title={props.groupTitle}>
            {props.fields.map((field) => (
              <NumberField key={field.name} {...field} {...calc.field(field.name)} />
            ))}
          </FieldGroup>
        }
        results={calc.result && props.results(calc.result)}
      />
    </ModuleLayout>
  );
}
