import { Button, EmptyState, Stack, Text, VStack } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { VendorDashboard_user$key } from "../../__generated__/VendorDashboard_user.graphql";
import { VendorProfileDialog } from "./VendorProfileDialog";
import { VendorProfileSummary } from "./VendorProfileSummary";

// The vendor dashboard's pieces (rendered by the slots in features/profile):
// the left card's button, the Vendor Profile tab and Overview's summary.

const fragment = graphql`
  fragment VendorDashboard_user on User {
    vendorProfile {
      id
      ...VendorProfileSummary_vendor
      ...VendorProfileForm_vendor
    }
  }
`;

/** A button that opens the create/edit dialog. */
function DialogButton({
  user: key,
  label,
  width,
  variant = "solid",
}: {
  user: VendorDashboard_user$key;
  label?: string;
  width?: "full";
  variant?: "solid" | "outline";
}) {
  const { vendorProfile } = useFragment(fragment, key);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button width={width} variant={variant} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label ?? (vendorProfile ? "Edit Vendor Profile" : "Create Vendor Profile")}
      </Button>
      <VendorProfileDialog vendor={vendorProfile ?? null} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Left card: "Create Vendor Profile" or "Edit Vendor Profile". */
export function VendorProfileButton({ user }: { user: VendorDashboard_user$key }) {
  return <DialogButton user={user} width="full" variant="outline" />;
}

/** The Vendor Profile tab: the summary, or an empty state with "Create Vendor Profile". */
export function VendorProfileTab({ user }: { user: VendorDashboard_user$key }) {
  const { vendorProfile } = useFragment(fragment, user);
  if (vendorProfile) return <VendorProfileSummary vendor={vendorProfile} />;
  return (
    <EmptyState.Root borderWidth="1px" rounded="lg">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">You have not created a vendor profile yet</EmptyState.Title>
          <EmptyState.Description>
            Create your vendor profile to appear in the vendor directory and let campaigns find you.
          </EmptyState.Description>
        </VStack>
        <DialogButton user={user} label="Create Vendor Profile" />
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Overview: a compact summary of the vendor profile. */
export function VendorOverviewSummary({ user }: { user: VendorDashboard_user$key }) {
  const { vendorProfile } = useFragment(fragment, user);
  if (vendorProfile) return <VendorProfileSummary vendor={vendorProfile} compact headingLevel="h3" />;
  return (
    <Stack gap="2" borderWidth="1px" rounded="lg" p="4">
      <Text fontWeight="medium">No vendor profile yet</Text>
      <Text color="fg.muted" fontSize="sm">
        Use "Create Vendor Profile" to add your company to the vendor directory.
      </Text>
    </Stack>
  );
}
