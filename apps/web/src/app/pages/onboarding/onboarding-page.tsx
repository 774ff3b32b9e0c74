import type { PublicInvitation } from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES, kycFormIdFor } from '@dl/domain';
import { Alert, Anchor, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PATHS } from '#web/config/paths.ts';
import { FormScreen } from '#web/features/forms/index.ts';
import {
  fetchInvitation,
  InvitationSummary,
  NoInvitation,
  OnboardingDone,
  PreparingAccount,
  RegisterForm,
  useAutoLogin,
  useInvitationCode,
} from '#web/features/onboarding/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { homeOfRole } from '#web/lib/redirect.ts';
import { type SessionState, useSession } from '#web/lib/session-store.ts';
import { PageHeading } from '../page-heading.tsx';
import { OnboardingLayout } from './onboarding-layout.tsx';

const LINK_NOT_VALID = 'This link is invalid or has expired. Please ask for a new one.';
const PORTAL_HOME = homeOfRole(INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR);

/**
 * /onboard/{fidId} (spec 2, no login): the invited person sees who invited them, creates the account,
 * waits while it is prepared (spec 4), fills the KYC form of their entity type, and is done.
 */
export function OnboardingPage() {
  const { fidId = '' } = useParams();
  const code = useInvitationCode();
  const resume = resumeTarget(useSession(), fidId);
  const [authToken, setAuthToken] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const invitation = useQuery({
    queryKey: ['onboard-invitation', fidId, code],
    queryFn: () => fetchInvitation(fidId, code ?? ''),
    enabled: Boolean(code),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  if (!code && resume) {
    // A reload after signing in (the code left the address bar): carry on with the KYC form.
    return submitted ? (
      <Done fiduciaryName={resume.fiduciaryName} />
    ) : (
      <KycStep formId={resume.formId} fiduciaryName={resume.fiduciaryName} onSubmitted={() => setSubmitted(true)} />
    );
  }
  if (!code) {
    // Opened without the invitation's link: say how onboarding starts and whom to ask (ADR 0033).
    return (
      <OnboardingLayout>
        <PageHeading title="Welcome aboard" />
        <NoInvitation fidId={fidId} />
      </OnboardingLayout>
    );
  }
  if (invitation.isPending) {
    return (
      <OnboardingLayout>
        <PageLoader />
      </OnboardingLayout>
    );
  }
  if (invitation.isError) return <LinkProblem message={errorText(invitation.error, LINK_NOT_VALID)} />;
  const data = invitation.data;
  if (submitted) return <Done fiduciaryName={data.fiduciary.name} />;
  if (authToken) {
    return <SignedInSteps fidId={fidId} token={authToken} invitation={data} onSubmitted={() => setSubmitted(true)} />;
  }
  return (
    <OnboardingLayout>
      <PageHeading
        title={`Welcome, ${data.first_name}`}
        subtitle="Create your account to share your details and start investing."
      />
      <Stack gap="lg">
        <InvitationSummary invitation={data} />
        <RegisterForm fidId={fidId} code={code} invitation={data} onRegistered={(r) => setAuthToken(r.authToken)} />
        <Center>
          <Anchor component={Link} to={PATHS.login} size="sm">
            Already have an account? Log in
          </Anchor>
        </Center>
      </Stack>
    </OnboardingLayout>
  );
}

/** After register: the auto-login, then the KYC form of the invitation's entity type. */
function SignedInSteps(props: { fidId: string; token: string; invitation: PublicInvitation; onSubmitted: () => void }) {
  const login = useAutoLogin(props.fidId, props.token);
  if (login.status === 'waiting') {
    return (
      <OnboardingLayout>
        <PreparingAccount />
      </OnboardingLayout>
    );
  }
  if (login.status === 'failed') {
    return (
      <OnboardingLayout>
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Account created">
            {login.message}
          </Alert>
          <Button component={Link} to={PATHS.login} fullWidth>
            Go to login
          </Button>
        </Stack>
      </OnboardingLayout>
    );
  }
  return (
    <KycStep
      formId={props.invitation.kyc_form_id}
      fiduciaryName={props.invitation.fiduciary.name}
      onSubmitted={props.onSubmitted}
    />
  );
}

/** The KYC form of the entity type, for the session's current entity. */
function KycStep(props: { formId: string; fiduciaryName: string; onSubmitted: () => void }) {
  return (
    <OnboardingLayout wide>
      <PageHeading
        title="Your KYC details"
        subtitle={`${props.fiduciaryName} needs these details before you can invest. Save a draft at any time.`}
      />
      <FormScreen formId={props.formId} entityId={null} onSubmitted={props.onSubmitted} />
    </OnboardingLayout>
  );
}

function Done({ fiduciaryName }: { fiduciaryName: string }) {
  return (
    <OnboardingLayout>
      <OnboardingDone fiduciaryName={fiduciaryName} portalHref={PORTAL_HOME} />
    </OnboardingLayout>
  );
}

/** The KYC form to carry on with when the session is already this fiduciary's, for an entity. */
function resumeTarget({ session, claims }: SessionState, fidId: string) {
  if (!session || claims?.current_fiduciary_id !== fidId || !claims.current_entity_id) return null;
  const permission = session.permissions.find((p) => p.fiduciary.id === fidId);
  const entity = permission?.entities.find((e) => e.id === claims.current_entity_id);
  if (!permission || !entity) return null;
  return { formId: kycFormIdFor(entity.type), fiduciaryName: permission.fiduciary.name };
}

function LinkProblem({ message }: { message: string }) {
  return (
    <OnboardingLayout>
      <PageHeading title="Welcome aboard" />
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Link not valid">
          <Text size="sm">{message}</Text>
        </Alert>
        <Button component={Link} to={PATHS.login} variant="light" fullWidth>
          Go to login
        </Button>
      </Stack>
    </OnboardingLayout>
  );
}

export { OnboardingPage as Component };
