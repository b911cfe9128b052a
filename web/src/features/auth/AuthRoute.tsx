import { Box, Card, Container, Grid, Heading, List, Stack, Tabs, Text } from "@chakra-ui/react";
import { Navigate, useSearchParams } from "react-router";
import { useViewer } from "../../app/RootRoute";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { LoginForm } from "./LoginForm";
import { RegisterForm } from "./RegisterForm";
import { destinationAfterAuth } from "./validation";

const benefits = [
  { title: "Find Campaign Jobs", body: "Browse roles from campaign manager to field organizer across local, state and national races." },
  { title: "Connect with Vendors", body: "Discover consultants, agencies and service providers who help campaigns win." },
  { title: "Access Resources", body: "Guides, templates and training for every stage of a campaign." },
];

export function Component() {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const mode = params.get("mode") === "register" ? "register" : "login";
  const next = params.get("next");
  useDocumentTitle(mode === "register" ? "Sign Up" : "Log In");

  // Signed in (also right after a successful login or sign-up): back to the page that
  // sent the visitor here (?next=, e.g. "Log in to Apply"), else vendors go to their
  // dashboard's vendor tab and everyone else home.
  if (viewer) return <Navigate to={destinationAfterAuth(viewer.userType, next)} replace />;

  return (
    <Container maxW="6xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }}>
      <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="8" alignItems="start">
        <Card.Root variant="outline">
          <Card.Body>
            <Heading as="h1" size="2xl" mb="6">
              {mode === "register" ? "Create your Canvass account" : "Welcome back to Canvass"}
            </Heading>
            <Tabs.Root
              value={mode}
              onValueChange={(d) => setParams(next ? { mode: d.value, next } : { mode: d.value }, { replace: true, preventScrollReset: true })}
              variant="line"
              fitted
            >
              <Tabs.List mb="6">
                <Tabs.Trigger value="login">Log In</Tabs.Trigger>
                <Tabs.Trigger value="register">Sign Up</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="login">
                <LoginForm />
              </Tabs.Content>
              <Tabs.Content value="register">
                <RegisterForm />
              </Tabs.Content>
            </Tabs.Root>
          </Card.Body>
        </Card.Root>
        <Box as="aside" aria-labelledby="auth-benefits" bg="brand.navy" color="white" rounded="lg" p={{ base: "6", md: "8" }}>
          <Heading as="h2" id="auth-benefits" size="xl" mb="4">
            Build your political network
          </Heading>
          <Text color="whiteAlpha.900" mb="6">
            Join candidates, campaign staff and vendors on the non-partisan professional network for politics.
          </Text>
          <List.Root as="ul" gap="5" listStyleType="none" ps="0">
            {benefits.map((b) => (
              <List.Item key={b.title}>
                <Stack gap="1">
                  <Heading as="h3" size="md">
                    {b.title}
                  </Heading>
                  <Text color="whiteAlpha.900" fontSize="sm">
                    {b.body}
                  </Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      </Grid>
    </Container>
  );
}
