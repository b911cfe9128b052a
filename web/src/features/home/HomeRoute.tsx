import { Box, Button, Card, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData } from "react-router";
import type { HomeRouteQuery } from "../../__generated__/HomeRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { useViewer } from "../../app/RootRoute";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload } from "../../relay/preload";
import { homeQuery } from "./homeQuery";
import { JobsTeaserSlot } from "./JobsTeaserSlot";
import { NewsTeaser } from "../news/NewsTeaser";
import { ResourcesTeaserSlot } from "./ResourcesTeaserSlot";
import { VendorsTeaserSlot } from "./VendorsTeaserSlot";

// The home page renders at once (hero, feature cards, how it works, call to action);
// each teaser loads, and fails, on its own with its own texts and a retry (issue 14).

export function loader() {
  return { queryRef: preload<HomeRouteQuery>("home", homeQuery, {}) };
}

const features = [
  {
    title: "Campaign Jobs",
    body: "Find campaign manager to field organizer roles across local, state and national races, or hire experienced campaign staff.",
    to: "/jobs",
    cta: "Browse Jobs",
  },
  {
    title: "Vendor Directory",
    body: "Connect with political consultants, advertising agencies, digital strategists, pollsters and fundraising services.",
    to: "/vendors",
    cta: "Find Vendors",
  },
  {
    title: "Resource Center",
    body: "Guides, articles, templates, tools and videos that help campaigns plan, organize and win.",
    to: "/resources",
    cta: "Explore Resources",
  },
];

const steps = [
  { title: "Create your profile", body: "Sign up as a candidate, campaign staff or volunteer, or a vendor, and tell the community what you do." },
  { title: "Find opportunities", body: "Search campaign jobs, discover vendors and learn from the resource center." },
  { title: "Connect and grow", body: "Message people, build teams and advance your career in politics." },
];

// The week after a general election: signed-in members only, in a lazy chunk (the
// visitor bundle does not grow).
const ElectionWeekLead = lazy(() => import("./ElectionWeekLead").then((m) => ({ default: m.ElectionWeekLead })));

function ElectionWeekLeadSlot() {
  const signedIn = useViewer() != null;
  if (!signedIn) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ElectionWeekLead />
      </Suspense>
    </ErrorBoundary>
  );
}

/** "View Your Dashboard" for members, "Create Your Free Account" for visitors. */
function CallToActionButton() {
  const signedIn = useViewer() != null;
  return signedIn ? (
    <Button asChild size="lg" bg="white" color="brand.navy" _hover={{ bg: "gray.100" }}>
      <Link to="/profile">View Your Dashboard</Link>
    </Button>
  ) : (
    <Button asChild size="lg" bg="white" color="brand.navy" _hover={{ bg: "gray.100" }}>
      <Link to="/auth?mode=register">Create Your Free Account</Link>
    </Button>
  );
}

export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<HomeRouteQuery> };
  useDocumentTitle(null);

  return (
    <>
      <Suspense fallback={null}>
        <ElectionWeekLeadSlot />
      </Suspense>
      <Box
        as="section"
        aria-labelledby="hero-title"
        position="relative"
        h="500px"
        bgImage="url(/assets/img/hero.svg)"
        bgSize="cover"
        bgPos="center"
        color="white"
        display="flex"
        alignItems="center"
      >
        <Container maxW="7xl" px={{ base: "4", md: "6" }}>
          <Stack gap="6" maxW="2xl">
            <Heading as="h1" id="hero-title" fontSize={{ base: "4xl", md: "6xl" }} lineHeight="1.1" fontWeight="bold">
              Build your political network
            </Heading>
            <Text fontSize={{ base: "lg", md: "xl" }} color="whiteAlpha.900">
              Canvass is the non-partisan professional network for the political community: find jobs, connect with
              vendors and advance your career.
            </Text>
            <Stack direction={{ base: "column", sm: "row" }} gap="3">
              <Button asChild size="lg" bg="white" color="brand.navy" _hover={{ bg: "gray.100" }}>
                <Link to="/jobs">Find Campaign Jobs</Link>
              </Button>
              <Button asChild size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: "whiteAlpha.200" }}>
                <a href="#how-it-works">How It Works</a>
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Box>

      <Container as="section" aria-labelledby="features-title" maxW="7xl" px={{ base: "4", md: "6" }} py="16">
        <Heading as="h2" id="features-title" size="2xl" textAlign="center" mb="10">
          Everything your campaign career needs
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {features.map((f) => (
            <Card.Root key={f.title} variant="outline">
              <Card.Body gap="3">
                <Heading as="h3" size="lg">
                  {f.title}
                </Heading>
                <Text color="fg.muted">{f.body}</Text>
              </Card.Body>
              <Card.Footer>
                <Button asChild variant="outline" size="sm">
                  <Link to={f.to}>{f.cta}</Link>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>

      <Box as="section" id="jobs" aria-label="Campaign Job Board" bg="bg.subtle">
        <JobsTeaserSlot />
      </Box>

      <VendorsTeaserSlot queryRef={queryRef} />

      <ResourcesTeaserSlot />

      <Box bg="bg.subtle">
        <NewsTeaser />
      </Box>

      <Container as="section" id="how-it-works" aria-labelledby="how-title" maxW="7xl" px={{ base: "4", md: "6" }} py="16">
        <Heading as="h2" id="how-title" size="2xl" textAlign="center" mb="10">
          How it works
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none" p="0" m="0">
          {steps.map((s, i) => (
            <Stack as="li" key={s.title} gap="2" textAlign="center" align="center">
              <Box
                aria-hidden="true"
                w="12"
                h="12"
                rounded="full"
                bg="blue.solid"
                color="white"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontWeight="bold"
                fontSize="xl"
              >
                {i + 1}
              </Box>
              <Heading as="h3" size="md">
                {s.title}
              </Heading>
              <Text color="fg.muted">{s.body}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Box as="section" aria-labelledby="cta-title" bg="brand.navy" color="white" py="16">
        <Container maxW="4xl" px={{ base: "4", md: "6" }} textAlign="center">
          <Stack gap="5" align="center">
            <Heading as="h2" id="cta-title" size="2xl">
              Ready to join the political community?
            </Heading>
            <Text color="whiteAlpha.900">Thousands of candidates, campaign staff and vendors already use Canvass.</Text>
            {/* The session may still be loading: keep the button's place meanwhile. */}
            <ErrorBoundary fallback={() => null}>
              <Suspense fallback={<Box h="12" aria-hidden="true" />}>
                <CallToActionButton />
              </Suspense>
            </ErrorBoundary>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
