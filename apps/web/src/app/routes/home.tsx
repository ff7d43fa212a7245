import { HomeFooter } from "../../features/content/components/home-footer.tsx";
import { BeginnerPitch, HomeHero, HowItWorks } from "../../features/content/components/home-hero.tsx";
import { FaqPreview } from "../../features/content/components/home-previews.tsx";
import { TierTable } from "../../features/content/components/tier-table.tsx";
import { ReviewsPreview } from "../../features/reviews/components/reviews-preview.tsx";

export function Component() {
  return (
    <>
      <HomeHero />
      <BeginnerPitch />
      <HowItWorks />
      <section id="plans" aria-labelledby="plans-title" className="below-fold mx-auto max-w-6xl px-4 py-16">
        <h2 id="plans-title" className="text-3xl font-bold tracking-tight text-ink-900">
          Investment plans
        </h2>
        <p className="mt-2 mb-8 max-w-2xl text-slate-600">
          Each plan is a model portfolio of cash, Bitcoin and Ether. Every figure below is measured from the plan's real
          holdings since it launched; none of it is a promise. The more crypto a plan holds, the more its value can rise
          and fall.
        </p>
        <TierTable />
      </section>
      <ReviewsPreview />
      <FaqPreview />
      <HomeFooter />
    </>
  );
}
