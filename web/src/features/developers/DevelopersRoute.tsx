import { Box, Button, Card, Code, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";
import { Link as RouterDomLink } from "react-router";
import { useViewer } from "../../app/RootRoute";
import { CopyButton } from "../../components/ui/copy-button";
import { RouterLink } from "../../components/ui/router-link";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { loginHref } from "../auth/validation";
import { Section, StaticPage } from "../static/StaticPage";

// The developers' page (issue 30): what the two APIs are, how to make a token, curl
// examples for the common tasks on this very server, links to the OpenAPI description
// and the GraphQL playground, and short notes on rate limits and GraphQL over HTTP.
// docs/api.md is the long version.

export const OPENAPI_PATH = "/api/openapi.json";
export const PLAYGROUND_PATH = "/graphql/playground";
const TOKENS_PATH = "/profile?tab=api";

/** The job the "post a job" example sends: the REST shim's form fields (internal/rest/jobs.go). */
export const exampleJob = {
  title: "Field Organizer",
  organization: "Friends of Maria Lopez",
  location: "Denver, CO",
  jobType: "full-time",
  workplace: "hybrid",
  salaryMin: 52000,
  salaryMax: 60000,
  salaryPeriod: "year",
  description: "Recruit and train volunteers, and run canvasses and phone banks across two counties.",
};

const gqlSearch = {
  query: "query Jobs($q: String) { jobs(first: 5, filter: {search: $q}) { edges { node { databaseId title organization location } } } }",
  variables: { q: "organizer" },
};

/** The curl commands of the page, for the server at `origin` (no trailing slash). */
export function examples(origin: string) {
  const auth = `  -H "Authorization: Bearer $CANVASS_TOKEN"`;
  const json = `  -H "Content-Type: application/json"`;
  return {
    token: "export CANVASS_TOKEN=cvs_...   # the token you copied",
    search: `curl "${origin}/api/jobs?search=field+organizer&limit=5"`,
    postJob: [`curl -X POST "${origin}/api/jobs"`, auth, json, `  -d '${JSON.stringify(exampleJob, null, 2).replaceAll("\n", "\n  ")}'`].join(" \\\n"),
    findMember: [`curl "${origin}/api/users?search=jordan"`, auth].join(" \\\n"),
    sendMessage: [`curl -X POST "${origin}/api/messages"`, auth, json, `  -d '{"receiverId": 42, "content": "Hi Jordan, are you free for a call this week?"}'`].join(" \\\n"),
    graphql: [`curl "${origin}/graphql"`, auth, json, `  -d '${JSON.stringify(gqlSearch)}'`].join(" \\\n"),
  };
}

/** A command with its copy button; `what` names it for the button ("Copy the job search command"). */
function Command({ what, code }: { what: string; code: string }) {
  return (
    <Box borderWidth="1px" rounded="md" bg="bg.muted">
      <HStack justify="space-between" px="3" pt="2" gap="2">
        <Text fontSize="xs" color="fg.muted" fontWeight="medium">
          Shell
        </Text>
        <CopyButton text={code} size="xs" aria-label={`Copy the ${what} command`} />
      </HStack>
      {/* Wrapped, not scrolled: no scroll region to reach by keyboard, no page scrolling at 375 px. */}
      <Box as="pre" px="3" pb="3" pt="1" m="0" fontFamily="mono" fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="command">
        {code}
      </Box>
    </Box>
  );
}

function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Whether the playground is served to this browser: always for members; for visitors
 * only with CANVASS_DEV=1, which the server alone knows, so a visitor's page asks it. */
function usePlayground(signedIn: boolean): boolean {
  const [served, setServed] = useState(false);
  useEffect(() => {
    if (signedIn) return;
    let live = true;
    fetch(PLAYGROUND_PATH, { method: "HEAD", credentials: "same-origin" }).then(
      (r) => live && setServed(r.ok),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [signedIn]);
  return signedIn || served;
}

const link = { color: "blue.fg", textDecoration: "underline" } as const;

export function Component() {
  useDocumentTitle("Developers");
  const viewer = useViewer();
  const playground = usePlayground(viewer != null);
  const origin = window.location.origin;
  const ex = examples(origin);

  return (
    <StaticPage
      title="Developers"
      lead="Canvass has two APIs for your scripts and tools: GraphQL, which the app itself uses, and a REST shim for simple scripts. With a personal access token, both act as you."
    >
      <Section id="apis" title="The two APIs">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Card.Root variant="outline">
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                GraphQL
              </Heading>
              <Text>
                <Code>POST {origin}/graphql</Code>: everything the app can do, in one typed schema (queries, mutations, and subscriptions
                over a websocket for the browser).
              </Text>
              {playground ? (
                <Text>
                  Explore the schema and try queries in the{" "}
                  <Link href={PLAYGROUND_PATH} {...link}>
                    GraphQL playground
                  </Link>
                  .
                </Text>
              ) : (
                <Text color="fg.muted">Signed-in members can explore the schema in the GraphQL playground.</Text>
              )}
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline">
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                REST
              </Heading>
              <Text>
                <Code>{origin}/api/...</Code>: JSON routes for jobs, messages, vendors, resources and more, for scripts that would rather not
                write GraphQL.
              </Text>
              <Text>
                Every route, its fields and its errors:{" "}
                <Link href={OPENAPI_PATH} {...link}>
                  the OpenAPI description
                </Link>{" "}
                (OpenAPI 3.1, for Postman, Swagger UI or a client generator).
              </Text>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Section>

      <Section id="token" title="Make a token">
        <Text>
          A personal access token lets a script act as you without your password. Make one in your dashboard's API tab: give it a name, an
          expiry and its access (<em>read only</em>, or <em>read and write</em> to post or send). Canvass shows it once; keep it like a
          password. A token can never sign in, change your password or email, or make other tokens, and you can revoke it at any time.
        </Text>
        {viewer ? (
          <Button asChild alignSelf="flex-start" colorPalette="blue">
            <RouterDomLink to={TOKENS_PATH}>Create a token</RouterDomLink>
          </Button>
        ) : (
          <Stack gap="2" align="flex-start">
            <Button asChild colorPalette="blue">
              <RouterDomLink to={loginHref(TOKENS_PATH)}>Log in to create a token</RouterDomLink>
            </Button>
            <Text fontSize="sm" color="fg.muted">
              No account yet?{" "}
              <RouterLink to={loginHref(TOKENS_PATH, "register")} {...link}>
                Sign up for free
              </RouterLink>
              . Searching jobs needs no token.
            </Text>
          </Stack>
        )}
        <Text>Then keep it in your shell for the examples below:</Text>
        <Command what="token" code={ex.token} />
      </Section>

      <Section id="examples" title="Examples">
        <Example title="Search jobs">
          <Text>Open jobs, newest first. Anyone may search; more filters and paging (the Link header) are in the OpenAPI description.</Text>
          <Command what="job search" code={ex.search} />
        </Example>
        <Example title="Post a job">
          <Text>
            Candidates and campaign staff can post, with a read-and-write token. The answer is <Code>201</Code> with the new job; a field that
            does not pass is a <Code>400</Code> naming it.
          </Text>
          <Command what="post a job" code={ex.postJob} />
        </Example>
        <Example title="Send a message">
          <Text>Find the member's id first, then send with a read-and-write token.</Text>
          <Command what="find a member" code={ex.findMember} />
          <Command what="send a message" code={ex.sendMessage} />
        </Example>
        <Example title="The same search in GraphQL">
          <Command what="GraphQL search" code={ex.graphql} />
        </Example>
      </Section>

      <Section id="rate-limits" title="Rate limits">
        <List.Root gap="2" ps="5">
          <List.Item>
            Every answer says how much of your budget is left: <Code>X-RateLimit-Limit</Code>, <Code>X-RateLimit-Remaining</Code> and{" "}
            <Code>X-RateLimit-Reset</Code> (when it fills up again), per token or session, and per address for visitors.
          </List.Item>
          <List.Item>
            Past the limit the answer is <Code>429</Code> with <Code>Retry-After</Code> (seconds): wait that long, then try again.
          </List.Item>
          <List.Item>
            One budget of points an hour serves both APIs: a REST request costs 10 points, a GraphQL operation its complexity points. Ask for{" "}
            <Code>{"rateLimit { cost remaining resetAt }"}</Code> to see it.
          </List.Item>
        </List.Root>
      </Section>

      <Section id="graphql-over-http" title="GraphQL over HTTP">
        <List.Root gap="2" ps="5">
          <List.Item>
            Send <Code>POST /graphql</Code> with a JSON body: <Code>query</Code>, and <Code>variables</Code> and <Code>operationName</Code> when
            needed. Queries over GET and batches are not accepted.
          </List.Item>
          <List.Item>
            With <Code>Accept: application/graphql-response+json</Code> the status tells what went wrong (400 for a query that does not parse
            or validate, 403 for one you may not run); with <Code>application/json</Code> every GraphQL answer is 200 and the errors are in
            the body.
          </List.Item>
          <List.Item>
            Every error carries <Code>extensions.code</Code>, such as <Code>UNAUTHENTICATED</Code>, <Code>FORBIDDEN</Code>,{" "}
            <Code>INVALID</Code> or <Code>RATE_LIMITED</Code>.
          </List.Item>
          <List.Item>Introspection is open to signed-in members and token holders, so your tools can read the schema.</List.Item>
        </List.Root>
      </Section>
    </StaticPage>
  );
}
