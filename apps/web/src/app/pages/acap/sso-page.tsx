import { SsoLanding } from '#web/features/captable/holders/index.ts';
import { PageHeading } from '#web/app/pages/page-heading.tsx';

/** /acap/sso (public): the investor portal's hand-off into the holder's view of the cap table. */
export function Component() {
  return (
    <>
      <PageHeading title="Cap table" subtitle="Your holdings in the companies you invested in." />
      <SsoLanding />
    </>
  );
}
