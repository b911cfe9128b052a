import { Badge, Box, Button, Card, Heading, HStack, List, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { VerifiedBadge } from "../../components/ui/verified-badge";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link, useLocation } from "react-router";
import type { VendorProfile_vendor$key } from "../../__generated__/VendorProfile_vendor.graphql";
import { HiddenAlert } from "../../components/HiddenNotice";
import { formatLongDate, formatRelative } from "../../lib/labels";
import { loginHref } from "../auth/validation";
import { affiliationBorderColor, affiliationPalette } from "../../theme";
import { ReportButton } from "../moderation/ReportButton";
import { VendorLogo } from "./VendorCard";
import { vendorAffiliationLabel } from "./vendorOptions";

const fragment = graphql`
  fragment VendorProfile_vendor on Vendor {
    id
    verifiedOrganization
    databaseId
    name
    categoryLabel
    location
    affiliation
    description
    logo
    services
    recentWork
    createdAt
    viewerIsOwner
    hiddenByModerators
    hiddenReason
    owner {
      databaseId
    }
  }
`;

/** Who sees which button on a vendor profile (spec section 2). */
export function vendorContactAction(
  viewer: { databaseId: number } | null,
  vendor: { viewerIsOwner: boolean; owner: { databaseId: number } },
  here?: string,
): { label: string; to: string } {
  // Visitors log in and come back here (`here` is this page's path).
  if (!viewer) return { label: "Log in to Contact", to: here ? loginHref(here) : "/auth?mode=login" };
  if (vendor.viewerIsOwner || viewer.databaseId === vendor.owner.databaseId) {
    return { label: "Edit Your Vendor Profile", to: "/profile?tab=vendor" };
  }
  return { label: "Contact Vendor", to: `/messages?to=${vendor.owner.databaseId}` };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="3">{children}</Card.Body>
    </Card.Root>
  );
}

/** The public vendor profile (/vendors/{id}). */
export function VendorProfile({ vendor: key, viewer }: { vendor: VendorProfile_vendor$key; viewer: { databaseId: number } | null }) {
  const v = useFragment(fragment, key);
  const { pathname } = useLocation();
  const action = vendorContactAction(viewer, v, pathname);
  const border = affiliationBorderColor(v.affiliation);

  return (
    <Stack gap="6">
      {v.hiddenByModerators && <HiddenAlert reason={v.hiddenReason} />}
      <Card.Root variant="outline" borderTopWidth={border ? "4px" : undefined} borderTopColor={border}>
        <Card.Body>
          <Stack direction={{ base: "column", md: "row" }} gap="5" align={{ base: "start", md: "center" }}>
            <VendorLogo name={v.name} logo={v.logo} size="20" />
            <Stack gap="2" flex="1" minW="0">
              <Text fontSize="sm" color="brand.fg" fontWeight="semibold">
                {v.categoryLabel}
              </Text>
              <Heading as="h1" size="2xl" wordBreak="break-word">
                {v.name}
              </Heading>
              <HStack gap="3" wrap="wrap" color="fg.muted" fontSize="sm">
                <Text>
                  <VisuallyHidden>Location: </VisuallyHidden>
                  {v.location}
                </Text>
                {v.verifiedOrganization && <VerifiedBadge name={v.verifiedOrganization} />}
                {v.affiliation && (
                  <Badge colorPalette={affiliationPalette(v.affiliation)} variant="subtle">
                    {vendorAffiliationLabel(v.affiliation)}
                  </Badge>
                )}
                <Text>
                  Joined{" "}
                  <time dateTime={v.createdAt} title={formatLongDate(v.createdAt)}>
                    {formatRelative(v.createdAt)}
                  </time>
                </Text>
              </HStack>
            </Stack>
            <Box flexShrink={0} w={{ base: "full", md: "auto" }}>
              <Button asChild w={{ base: "full", md: "auto" }}>
                <Link to={action.to}>{action.label}</Link>
              </Button>
            </Box>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Section title="About">
        <Text whiteSpace="pre-line" wordBreak="break-word">
          {v.description}
        </Text>
      </Section>
      <Section title="Services Offered">
        {v.services.length > 0 ? (
          <List.Root ps="5" gap="1">
            {v.services.map((s, i) => (
              <List.Item key={`${i}-${s}`}>{s}</List.Item>
            ))}
          </List.Root>
        ) : (
          <Text color="fg.muted">No services listed.</Text>
        )}
      </Section>
      <Section title="Recent Work">
        {v.recentWork ? (
          <Text whiteSpace="pre-line" wordBreak="break-word">
            {v.recentWork}
          </Text>
        ) : (
          <Text color="fg.muted">No recent work listed.</Text>
        )}
      </Section>
      {viewer && !v.viewerIsOwner && viewer.databaseId !== v.owner.databaseId && (
        <Box alignSelf="end">
          <ReportButton targetType="VENDOR" targetId={v.id} what="vendor profile" />
        </Box>
      )}
    </Stack>
  );
}
