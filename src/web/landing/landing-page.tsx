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
import { useSignedIn } from './use-signed-in';

/**
 * The public landing page (spec "Landing"). It renders the same on the server and in the first
 * client render: everything that depends on the browser (session, install prompt, reduced motion)
 * is read in effects. It imports no router, query client or UI kit, to stay a small island.
 */
export function Landing({ config }: { config: PublicConfig }) {
  const signedIn = useSignedIn();
  return (
    <div data-landing className="flex min-h-dvh flex-col bg-stone-50">
      <LandingHeader signedIn={signedIn} />
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
