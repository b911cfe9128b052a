import { Badge, Button, Card, Heading, HStack, List, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router";
import type { VendorProfileSummary_vendor$key } from "../../__generated__/VendorProfileSummary_vendor.graphql";
import { HiddenBadge } from "../../components/HiddenNotice";
import { affiliationBorderColor, affiliationPalette } from "../../theme";
import { VendorLogo } from "./VendorCard";
import { vendorAffiliationLabel } from "./vendorOptions";

const fragment = graphql`
  fragment VendorProfileSummary_vendor on Vendor {
    databaseId
    name
    categoryLabel
    location
    affiliation
    description
    logo
    services
    recentWork
    hiddenByModerators
  }
`;

/** The vendor's own profile on the dashboard: the full summary on the Vendor
 * Profile tab, a compact one on Overview. */
export function VendorProfileSummary({
  vendor: key,
  compact = false,
  headingLevel = "h2",
}: {
  vendor: VendorProfileSummary_vendor$key;
  compact?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const v = useFragment(fragment, key);
  const border = affiliationBorderColor(v.affiliation);
  const sub = headingLevel === "h2" ? "h3" : "h4";
  return (
    <Card.Root variant="outline" borderTopWidth={border ? "4px" : undefined} borderTopColor={border} data-testid="vendor-summary">
      <Card.Body gap="4">
        {compact && (
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
            Your vendor profile
          </Text>
        )}
        <HStack gap="4" align="center">
          <VendorLogo name={v.name} logo={v.logo} size={compact ? "14" : "20"} />
          <Stack gap="1" minW="0">
            <Heading as={headingLevel} size={compact ? "md" : "xl"} wordBreak="break-word">
              {v.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {v.categoryLabel}
            </Text>
            <HStack gap="2" wrap="wrap" fontSize="sm">
              {v.hiddenByModerators && <HiddenBadge />}
              <Text>
                <VisuallyHidden>Location: </VisuallyHidden>
                {v.location}
              </Text>
              {v.affiliation && (
                <Badge colorPalette={affiliationPalette(v.affiliation)} variant="subtle">
                  {vendorAffiliationLabel(v.affiliation)}
                </Badge>
              )}
            </HStack>
          </Stack>
        </HStack>
        <Text whiteSpace="pre-line" lineClamp={compact ? 3 : undefined} wordBreak="break-word">
          {v.description}
        </Text>
        {!compact && (
          <>
            <Stack gap="2">
              <Heading as={sub} size="md">
                Services Offered
              </Heading>
              {v.services.length > 0 ? (
                <List.Root ps="5" gap="1">
                  {v.services.map((s, i) => (
                    <List.Item key={`${i}-${s}`}>{s}</List.Item>
                  ))}
                </List.Root>
              ) : (
                <Text color="fg.muted">No services listed.</Text>
              )}
            </Stack>
            <Stack gap="2">
              <Heading as={sub} size="md">
                Recent Work
              </Heading>
              <Text color={v.recentWork ? "fg" : "fg.muted"} whiteSpace="pre-line" wordBreak="break-word">
                {v.recentWork || "No recent work listed."}
              </Text>
            </Stack>
          </>
        )}
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" variant="outline">
          <Link to={`/vendors/${v.databaseId}`}>View Public Profile</Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
