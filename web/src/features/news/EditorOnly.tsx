import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** What a signed-in member without the editor role sees on an editor screen
 * (the server refuses their writes too). */
export function NotAnEditor() {
  useDocumentTitle("Not Authorized");
  return (
    <Container maxW="2xl" py="20" px="6">
      <Stack gap="4" align="center" textAlign="center" role="alert">
        <Heading as="h1" size="2xl">
          Not Authorized
        </Heading>
        <Text color="fg.muted">Only editors can write, publish or delete news articles.</Text>
        <Button asChild variant="outline">
          <Link to="/news">Back to News</Link>
        </Button>
      </Stack>
    </Container>
  );
}

/** The editor screens' frame: a heading and the content. */
export function EditorPage({ title, children }: { title: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxW="3xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
