import { Box, Grid, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";

function FooterLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Box asChild color="gray.300" _hover={{ color: "white", textDecoration: "underline" }}>
      <Link to={to}>{children}</Link>
    </Box>
  );
}

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {children}
      </Stack>
    </Stack>
  );
}

/** Footer: Platform, Resources and Company columns, copyright with the current year.
 * Careers and the social networks have no pages yet: they are plain text, not dead links. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.navy" color="gray.300">
      <Box maxW="7xl" mx="auto" px={{ base: "4", md: "6" }} py="12">
        <Grid templateColumns={{ base: "1fr", sm: "repeat(2, 1fr)", md: "2fr 1fr 1fr 1fr" }} gap="8">
          <Stack gap="3">
            <Text fontWeight="bold" fontSize="xl" color="white">
              Canvass
            </Text>
            <Text fontSize="sm">The non-partisan professional network for the political campaign community.</Text>
            <HStack gap="3" fontSize="sm" aria-label="Social networks (coming soon)" role="group">
              <Text as="span">Twitter</Text>
              <Text as="span">LinkedIn</Text>
              <Text as="span">Facebook</Text>
            </HStack>
          </Stack>
          <Column title="Platform">
            <li><FooterLink to="/jobs">Campaign Jobs</FooterLink></li>
            <li><FooterLink to="/insights/pay">Pay Insights</FooterLink></li>
            <li><FooterLink to="/vendors">Vendor Directory</FooterLink></li>
            <li><FooterLink to="/resources">Resource Center</FooterLink></li>
            <li><FooterLink to="/news">News &amp; Updates</FooterLink></li>
          </Column>
          <Column title="Resources">
            <li><FooterLink to="/resources?category=guides">Guides</FooterLink></li>
            <li><FooterLink to="/resources?category=faqs">FAQs</FooterLink></li>
            <li><FooterLink to="/about#pricing">Pricing</FooterLink></li>
            <li><FooterLink to="/contact">Support</FooterLink></li>
            <li><FooterLink to="/developers">Developers</FooterLink></li>
          </Column>
          <Column title="Company">
            <li><FooterLink to="/about">About Us</FooterLink></li>
            <li>
              <Text as="span">Careers</Text>{" "}
              <Text as="span" fontSize="xs" color="gray.400">(no openings yet)</Text>
            </li>
            <li><FooterLink to="/contact">Contact</FooterLink></li>
            <li><FooterLink to="/privacy">Privacy Policy</FooterLink></li>
            <li><FooterLink to="/terms">Terms of Service</FooterLink></li>
          </Column>
        </Grid>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.300" mt="10" pt="6" fontSize="sm">
          <Text>© {year} Canvass. All rights reserved.</Text>
        </Box>
      </Box>
    </Box>
  );
}
