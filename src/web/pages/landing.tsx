import { Landing } from '../landing/landing-page';
import { readPublicConfig } from '../landing/public-config';

export function LandingPage() {
  return <Landing config={readPublicConfig()} />;
}
