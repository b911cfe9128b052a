import { Button, Card, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link, useNavigate } from "react-router";
import { useViewer } from "../../app/RootRoute";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors } from "../../lib/forms";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { createResourceUpdater, useCreateResourceMutation } from "../../mutations/CreateResourceMutation";
import { loginHref } from "../auth/validation";
import { failureMessage } from "../jobs/errors";
import { ResourceForm } from "./ResourceForm";
import { ResourceNotice } from "./ResourceNotFound";
import { RESOURCE_TEXTS } from "./resourceLabels";
import { emptyResourceForm, resourceFormFields, resourceInput } from "./resourceValidation";

/** /resources/create: candidates and campaign staff write a resource; vendors and
 * visitors read why they cannot (spec section 4), visitors with a way to log in. */
export function Component() {
  const viewer = useViewer();
  if (!viewer) {
    return (
      <ResourceNotice title="Log In Required" text={RESOURCE_TEXTS.visitorCannotCreate}>
        <Button asChild>
          <Link to={loginHref("/resources/create")}>Log In</Link>
        </Button>
      </ResourceNotice>
    );
  }
  if (viewer.userType === "VENDOR") {
    return (
      <ResourceNotice title="Access Restricted" text={RESOURCE_TEXTS.vendorCannotCreate}>
        <Button asChild variant="outline">
          <Link to="/resources">Back to Resources</Link>
        </Button>
      </ResourceNotice>
    );
  }
  return <CreateResource />;
}

function CreateResource() {
  const navigate = useNavigate();
  const [commit, pending] = useCreateResourceMutation();
  useDocumentTitle("Create Resource");
  return (
    <Container maxW="3xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Create Resource
          </Heading>
          <Text color="fg.muted">Share a guide, checklist or lesson learned with the campaign community.</Text>
        </Stack>
        <Card.Root variant="outline">
          <Card.Body>
            <ResourceForm
              mode="create"
              initial={emptyResourceForm}
              pending={pending}
              submitLabel="Create Resource"
              pendingLabel="Creating..."
              extraActions={
                <Button asChild variant="outline">
                  <Link to="/resources">Cancel</Link>
                </Button>
              }
              onSubmit={(values, setErrors) =>
                commit({
                  variables: { input: resourceInput(values) },
                  updater: createResourceUpdater,
                  onCompleted: (res) => {
                    const { resource, errors } = res.createResource;
                    if (resource) {
                      toast({ title: "Success", description: "Your resource has been published.", type: "success" });
                      navigate("/resources");
                      return;
                    }
                    const { fieldErrors, general } = splitUserErrors(errors, resourceFormFields);
                    setErrors(fieldErrors);
                    toast({ title: "Error", description: general[0] ?? RESOURCE_TEXTS.createFailed, type: "error" });
                  },
                  onError: (err) => toast({ title: "Error", description: failureMessage(err, RESOURCE_TEXTS.createFailed), type: "error" }),
                })
              }
            />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
