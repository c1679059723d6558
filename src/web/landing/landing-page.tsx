import { DEMO_NOTE } from '../../content/landing';
import { InstallFloatingButton } from '../pwa/install-banner';
import { BenefitsSection } from './benefits-section';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { InstallSection } from './install-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { ModulesSection } from './modules-section';
import { PlansSection } from './plans-section';
import type { PublicConfig } from './public-config';
import { TestimonialsSection } from './testimonials-section';

/**
 * The public landing page (spec "Landing"): static markup, the same for everyone, prerendered by
 * the build. What depends on the browser (session, install prompt, reduced motion, the carousel)
 * is brought to life by small islands without React (./islands, decision 046), started by
 * landing-main.ts on '/' and by pages/landing.tsx when the app shows this page itself.
 */
export function Landing({ config }: { config: PublicConfig }) {
  return (
    <div data-landing className="flex min-h-dvh flex-col bg-stone-50">
      {/* Filled only while the payment sandbox takes the payments (data-if-set, decision 012). */}
      <p
        data-if-set={config.demo}
        role="note"
        className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
      >
        {DEMO_NOTE}
      </p>
      <LandingHeader />
      <main className="flex-1">
        <HeroSection />
        <ModulesSection />
        <InstallSection />
        <BenefitsSection />
        <TestimonialsSection />
        <PlansSection />
        <FaqSection />
      </main>
      <LandingFooter config={config} />
      <InstallFloatingButton />
    </div>
  );
}
