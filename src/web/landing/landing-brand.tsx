/**
 * The logo and name, linking to the top of the page: a plain <a>, as the landing runs without the
 * router. The name shows on a 360 px phone too (issue 23), a size smaller there.
 */
export function LandingBrand() {
  return (
    <a
      href="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg font-bold whitespace-nowrap text-green-900"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-base tracking-tight min-[400px]:text-lg">Arroba Certa</span>
    </a>
  );
}
