import { ChevronDown } from 'lucide-react';
import { FAQ } from '../../content/landing';
import { LandingSection } from './section';

/** Questions and answers as <details>: they open and close without JavaScript. */
export function FaqSection() {
  return (
    <LandingSection id="faq" title="Perguntas frequentes" className="bg-white">
      <div className="mx-auto flex max-w-3xl flex-col gap-3">
        {FAQ.map(({ question, answer }) => (
          <details
            key={question}
            className="group rounded-xl border border-stone-200 bg-stone-50 open:bg-white"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                className="size-5 shrink-0 text-stone-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                aria-hidden="true"
              />
            </summary>
            <p className="px-5 pb-5 text-stone-700">{answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
