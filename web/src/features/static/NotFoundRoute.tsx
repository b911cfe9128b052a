import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

export function Component() {
  useDocumentTitle("Page Not Found");
  return (
    <Container maxW="2xl" py="24" px="6">
      <Stack gap="5" align="center" textAlign="center">
        <Heading as="h1" size="3xl">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has been moved.</Text>
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
      </Stack>
    </Container>
  );
}
