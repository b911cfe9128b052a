import { Button, Card, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { useViewer } from "../../app/RootRoute";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors } from "../../lib/forms";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { createJobUpdater, useCreateJobMutation } from "../../mutations/CreateJobMutation";
import { failureMessage } from "./errors";
import { JobForm, jobInput } from "./JobForm";
import { emptyJobForm, jobFormFields } from "./jobValidation";

export const VENDOR_CANNOT_POST = "Vendor accounts cannot post jobs. Only candidates and campaign staff can post jobs.";
const POST_FAILED = "Failed to post job. Please try again.";

/** Vendors are sent home with the spec's "Access Restricted" toast. */
export function VendorRedirect({ description }: { description: string }) {
  useEffect(() => {
    toast({ title: "Access Restricted", description, type: "error" });
  }, [description]);
  return <Navigate to="/" replace />;
}

/** /post-job (signed-in only; the RequireAuth layout route sends visitors to /auth). */
export function Component() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [commit, pending] = useCreateJobMutation();
  useDocumentTitle("Post a Job");

  if (viewer?.userType === "VENDOR") return <VendorRedirect description={VENDOR_CANNOT_POST} />;

  return (
    <Container maxW="3xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Post a Job
          </Heading>
          <Text color="fg.muted">Reach candidates, campaign staff and volunteers across the political community.</Text>
        </Stack>
        <Card.Root variant="outline">
          <Card.Body>
            <JobForm
              mode="post"
              initial={emptyJobForm}
              pending={pending}
              submitLabel="Post Job"
              pendingLabel="Posting..."
              extraActions={
                <Button asChild variant="outline">
                  <Link to="/jobs">Cancel</Link>
                </Button>
              }
              onSubmit={(values, setErrors) =>
                commit({
                  variables: { input: jobInput(values) },
                  updater: createJobUpdater,
                  onCompleted: (res) => {
                    const { job, errors } = res.createJob;
                    if (job) {
                      toast({ title: "Job Posted", description: "Your job posting is now live.", type: "success" });
                      navigate("/jobs");
                      return;
                    }
                    const { fieldErrors, general } = splitUserErrors(errors, jobFormFields);
                    setErrors(fieldErrors);
                    toast({ title: "Error", description: general[0] ?? errors[0]?.message ?? POST_FAILED, type: "error" });
                  },
                  onError: (err) => toast({ title: "Error", description: failureMessage(err, POST_FAILED), type: "error" }),
                })
              }
            />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
