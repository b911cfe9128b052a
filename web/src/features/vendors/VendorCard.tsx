import { Badge, Box, Button, Card, Heading, HStack, Image, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router";
import type { VendorCard_vendor$key } from "../../__generated__/VendorCard_vendor.graphql";
import { affiliationBorderColor, affiliationPalette } from "../../theme";
import { vendorAffiliationLabel, vendorInitials } from "./vendorOptions";

const fragment = graphql`
  fragment VendorCard_vendor on Vendor {
    verifiedOrganization
    databaseId
    name
    categoryLabel
    location
    affiliation
    description
    logo
  }
`;

/** A vendor's logo, or its two-letter initials when it has none. */
export function VendorLogo({ name, logo, size = "14" }: { name: string; logo: string | null | undefined; size?: string }) {
  if (logo) {
    return <Image src={logo} alt={name} boxSize={size} objectFit="contain" rounded="md" bg="bg" flexShrink={0} borderWidth="1px" />;
  }
  return (
    <Box
      aria-hidden="true"
      data-testid="vendor-initials"
      boxSize={size}
      flexShrink={0}
      rounded="md"
      bg="brand.muted"
      color="brand.fg"
      fontWeight="bold"
      fontSize={size === "14" ? "lg" : "2xl"}
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {vendorInitials(name)}
    </Box>
  );
}

/** Spec section 2 vendor card: logo or initials, name, category, location,
 * affiliation, description (2 lines), "View Profile"; the top border takes the
 * affiliation's colour (theme tokens), none for other values. */
export function VendorCard({ vendor: key, headingLevel = "h3" }: { vendor: VendorCard_vendor$key; headingLevel?: "h2" | "h3" }) {
  const v = useFragment(fragment, key);
  const border = affiliationBorderColor(v.affiliation);
  return (
    <Card.Root
      as="article"
      variant="outline"
      h="full"
      data-testid="vendor-card"
      borderTopWidth={border ? "4px" : undefined}
      borderTopColor={border}
    >
      <Card.Body gap="3">
        <HStack gap="3" align="center">
          <VendorLogo name={v.name} logo={v.logo} />
          <Stack gap="0.5" minW="0">
            <Heading as={headingLevel} size="md" lineClamp={2} wordBreak="break-word">
              {v.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {v.categoryLabel}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm">
            <VisuallyHidden>Location: </VisuallyHidden>
            {v.location}
          </Text>
          {v.verifiedOrganization && (
            <Badge colorPalette="green" variant="solid" data-testid="verified-badge">
              ✓ Verified: {v.verifiedOrganization}
            </Badge>
          )}
          {v.affiliation && (
            <Badge colorPalette={affiliationPalette(v.affiliation)} variant="subtle">
              {vendorAffiliationLabel(v.affiliation)}
            </Badge>
          )}
        </HStack>
        <Text color="fg.muted" lineClamp={2}>
          {v.description}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline" size="sm">
          <Link to={`/vendors/${v.databaseId}`}>
            View Profile<VisuallyHidden> of {v.name}</VisuallyHidden>
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
