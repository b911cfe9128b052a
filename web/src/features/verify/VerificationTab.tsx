import { Alert, Badge, Button, Card, Heading, HStack, Input, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState, type FormEvent } from "react";
import { graphql, useLazyLoadQuery, useMutation } from "react-relay/hooks";
import type { VerificationTabQuery } from "../../__generated__/VerificationTabQuery.graphql";
import type { VerificationTabRequestMutation } from "../../__generated__/VerificationTabRequestMutation.graphql";
import type { VerificationTabConfirmMutation } from "../../__generated__/VerificationTabConfirmMutation.graphql";
import type { VerificationTabResendMutation } from "../../__generated__/VerificationTabResendMutation.graphql";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { VerifiedBadge } from "../../components/ui/verified-badge";

const query = graphql`
  query VerificationTabQuery {
    viewer {
      id
      verifiedOrganization
      verification {
        id
        kind
        status
        name
        fecId
        stateCommitteeId
        state
        website
        email
        emailConfirmed
        decisionReason
        decidedAt
        createdAt
      }
    }
  }
`;

const requestMutation = graphql`
  mutation VerificationTabRequestMutation($input: RequestVerificationInput!) {
    requestVerification(input: $input) {
      verification {
        id
        kind
        status
        name
        email
        emailConfirmed
      }
      errors {
        field
        message
      }
    }
  }
`;

const confirmMutation = graphql`
  mutation VerificationTabConfirmMutation($input: ConfirmVerificationInput!) {
    confirmVerification(input: $input) {
      verification {
        id
        status
        emailConfirmed
      }
      errors {
        field
        message
      }
    }
  }
`;

const resendMutation = graphql`
  mutation VerificationTabResendMutation {
    resendVerificationCode {
      ok
      errors {
        message
      }
    }
  }
`;

const kindOptions = [
  { value: "CAMPAIGN", label: "Campaign committee" },
  { value: "ORGANIZATION", label: "Organization" },
  { value: "VENDOR", label: "Vendor company" },
];

export const WAITING_TEXT = "Your request is waiting for a moderator. You will get a notification when it is decided.";
export const CODE_SENT_TEXT = "We emailed a 6-digit code to";

type Values = { kind: string; name: string; fecId: string; stateCommitteeId: string; state: string; website: string; email: string };
type Errors = Partial<Record<keyof Values | "code" | "form", string>>;

/** The dashboard's "Verification" tab (/profile?tab=verification, docs/trust.md): ask to be
 * verified for an organisation, confirm the emailed code, and see the outcome. Loaded lazily
 * (its own query) so no other page pays for it. */
export default function VerificationTab() {
  return (
    <Card.Root variant="outline">
      <Card.Header gap="2">
        <Heading as="h2" size="lg">
          Verification
        </Heading>
        <Text color="fg.muted">
          Verified campaigns, organizations and vendors show a badge with their name on their jobs, vendor profile and messages. Prove you
          work there with an email address at the organization's website; a moderator then reviews the request.
        </Text>
      </Card.Header>
      <Card.Body>
        <Suspense
          fallback={
            <HStack role="status" gap="2">
              <Spinner size="sm" /> <Text>Loading your verification...</Text>
            </HStack>
          }
        >
          <VerificationBody />
        </Suspense>
      </Card.Body>
    </Card.Root>
  );
}

function VerificationBody() {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<VerificationTabQuery>(query, {}, { fetchPolicy: "store-and-network", fetchKey });
  const [asking, setAsking] = useState(false);
  const viewer = data.viewer;
  if (!viewer) return null;
  const v = viewer.verification;
  const refresh = () => {
    setAsking(false);
    setFetchKey((k) => k + 1);
  };
  const waitingForCode = v && v.status === "PENDING" && !v.emailConfirmed;
  const waitingForModerator = v && v.status === "PENDING" && v.emailConfirmed;
  return (
    <Stack gap="5">
      {viewer.verifiedOrganization && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>You are verified</Alert.Title>
            <HStack>
              <VerifiedBadge name={viewer.verifiedOrganization} />
            </HStack>
          </Stack>
        </Alert.Root>
      )}
      {v && v.status === "REFUSED" && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>Your request for {v.name} was refused</Alert.Title>
            {v.decisionReason && <Alert.Description>Reason: {v.decisionReason}</Alert.Description>}
          </Stack>
        </Alert.Root>
      )}
      {waitingForModerator && (
        <Alert.Root status="info" role="status" data-testid="verification-waiting">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>
              {v.name} <Badge colorPalette="orange">Pending</Badge>
            </Alert.Title>
            <Alert.Description>{WAITING_TEXT}</Alert.Description>
          </Stack>
        </Alert.Root>
      )}
      {waitingForCode && !asking ? (
        <CodeForm email={v.email} onDone={refresh} onRestart={() => setAsking(true)} />
      ) : waitingForModerator ? null : asking || !viewer.verifiedOrganization ? (
        <RequestForm onDone={refresh} />
      ) : (
        <HStack>
          <Button variant="outline" onClick={() => setAsking(true)}>
            Verify another organization
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

function RequestForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<Values>({ kind: "CAMPAIGN", name: "", fecId: "", stateCommitteeId: "", state: "", website: "", email: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [commit, pending] = useMutation<VerificationTabRequestMutation>(requestMutation);
  const set = (k: keyof Values, value: string) => setValues((v) => ({ ...v, [k]: value }));
  const campaign = values.kind === "CAMPAIGN";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const local: Errors = {};
    if (!values.name.trim()) local.name = "Enter the organization's name";
    if (!values.website.trim()) local.website = "Enter the organization's website (https://...)";
    if (!values.email.trim()) local.email = "Enter an email address at the organization's domain";
    if (campaign && values.fecId.trim() && !/^[Cc][0-9]{8}$/.test(values.fecId.trim())) local.fecId = "An FEC committee id is C followed by 8 digits (C00123456)";
    setErrors(local);
    if (Object.keys(local).length) return;
    commit({
      variables: {
        input: {
          kind: values.kind as "CAMPAIGN" | "ORGANIZATION" | "VENDOR",
          name: values.name,
          fecId: campaign ? values.fecId : null,
          stateCommitteeId: campaign ? values.stateCommitteeId : null,
          state: campaign ? values.state : null,
          website: values.website,
          email: values.email,
        },
      },
      onCompleted: (res) => {
        const out = res.requestVerification;
        if (out.verification) return onDone();
        const errs: Errors = {};
        for (const e of out.errors) errs[(e.field as keyof Values) ?? "form"] ??= e.message;
        if (!Object.keys(errs).length) errs.form = "The request could not be sent. Please try again.";
        setErrors(errs);
      },
      onError: (err) => setErrors({ form: err.message }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Request verification">
      <Stack gap="4">
        {errors.form && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{errors.form}</Alert.Description>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField label="What to verify" name="kind" value={values.kind} onChange={(k) => set("kind", k)} options={kindOptions} error={errors.kind} />
          <FormField label="Organization name" error={errors.name} required helperText="Shown on the badge.">
            <Input name="name" value={values.name} maxLength={120} onChange={(e) => set("name", e.target.value)} />
          </FormField>
        </SimpleGrid>
        {campaign && (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label="FEC committee id" error={errors.fecId} helperText="Federal committees: C and 8 digits.">
              <Input name="fecId" value={values.fecId} placeholder="C00123456" maxLength={9} onChange={(e) => set("fecId", e.target.value)} />
            </FormField>
            <FormField label="State committee id" error={errors.stateCommitteeId} helperText="Or a state committee's id...">
              <Input name="stateCommitteeId" value={values.stateCommitteeId} maxLength={40} onChange={(e) => set("stateCommitteeId", e.target.value)} />
            </FormField>
            <FormField label="State" error={errors.state} helperText="...and its state (CO).">
              <Input name="state" value={values.state} maxLength={2} onChange={(e) => set("state", e.target.value.toUpperCase())} />
            </FormField>
          </SimpleGrid>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Website" error={errors.website} required>
            <Input name="website" type="url" value={values.website} placeholder="https://" maxLength={300} onChange={(e) => set("website", e.target.value)} />
          </FormField>
          <FormField label="Email at the organization's domain" error={errors.email} required helperText="We send a code to it.">
            <Input name="email" type="email" value={values.email} maxLength={254} onChange={(e) => set("email", e.target.value)} />
          </FormField>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" disabled={pending}>
            {pending ? "Sending..." : "Send code"}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function CodeForm({ email, onDone, onRestart }: { email: string; onDone: () => void; onRestart: () => void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [commit, pending] = useMutation<VerificationTabConfirmMutation>(confirmMutation);
  const [resend, resending] = useMutation<VerificationTabResendMutation>(resendMutation);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!/^[0-9]{6}$/.test(code.replace(/\s/g, ""))) {
      setError("Enter the 6-digit code from the email");
      return;
    }
    commit({
      variables: { input: { code } },
      onCompleted: (res) => {
        const out = res.confirmVerification;
        if (out.verification) return onDone();
        setError(out.errors[0]?.message ?? "The code could not be checked. Please try again.");
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Confirm the code">
      <Stack gap="4">
        <Text>
          {CODE_SENT_TEXT} <strong>{email}</strong>. Enter it within 30 minutes.
        </Text>
        {note && (
          <Text role="status" color="fg.muted">
            {note}
          </Text>
        )}
        <FormField label="Code" error={error} required>
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} maxW="40" />
        </FormField>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" disabled={pending}>
            {pending ? "Checking..." : "Confirm code"}
          </Button>
          <Button
            variant="outline"
            disabled={resending}
            onClick={() =>
              resend({
                variables: {},
                onCompleted: (res) => setNote(res.resendVerificationCode.ok ? "A new code is on its way." : (res.resendVerificationCode.errors[0]?.message ?? null)),
                onError: (err) => setNote(err.message),
              })
            }
          >
            Send a new code
          </Button>
          <Button variant="ghost" onClick={onRestart}>
            Change the request
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
