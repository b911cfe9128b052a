import { Button, Card, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import type { EditJobRouteQuery } from "../../__generated__/EditJobRouteQuery.graphql";
import type { JobForm_job$key } from "../../__generated__/JobForm_job.graphql";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors } from "../../lib/forms";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { updateJobUpdater, useUpdateJobMutation } from "../../mutations/UpdateJobMutation";
import { failureMessage } from "./errors";
import { JobForm, jobFormFragment, jobFormValues, jobInput } from "./JobForm";
import { jobFormFields } from "./jobValidation";
import { JobNotFound, parseJobId } from "./JobNotFound";

const query = graphql`
  query EditJobRouteQuery($databaseId: Int!) {
    job(databaseId: $databaseId) {
      id
      databaseId
      title
      viewerIsOwner
      ...JobForm_job
    }
  }
`;

const UPDATE_FAILED = "Failed to update job. Please try again.";

type LoaderData = { queryRef: PreloadedQuery<EditJobRouteQuery> | null };

export function loader({ params }: LoaderFunctionArgs): LoaderData {
  const id = parseJobId(params.id);
  return { queryRef: id == null ? null : preload<EditJobRouteQuery>("edit-job", query, { databaseId: id }) };
}

export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  if (!queryRef) return <JobNotFound />;
  return <EditJob queryRef={queryRef} />;
}

/** Spec section 6: the owner only; anyone else sees "Not Authorized". */
export function NotAuthorized() {
  useDocumentTitle("Not Authorized");
  return (
    <Container maxW="2xl" py="20" px="6">
      <Stack gap="4" align="center" textAlign="center" role="alert">
        <Heading as="h1" size="2xl">
          Not Authorized
        </Heading>
        <Text color="fg.muted">You don't have permission to edit this job posting.</Text>
        <Button asChild variant="outline">
          <Link to="/jobs">Back to Jobs</Link>
        </Button>
      </Stack>
    </Container>
  );
}

function EditJob({ queryRef }: { queryRef: PreloadedQuery<EditJobRouteQuery> }) {
  useDisposeOnLeave(queryRef);
  const data = usePreloadedQuery<EditJobRouteQuery>(query, queryRef);
  const job = data.job;
  if (!job) return <JobNotFound />;
  if (!job.viewerIsOwner) return <NotAuthorized />;
  return <EditJobForm jobKey={job} />;
}

function EditJobForm({ jobKey }: { jobKey: JobForm_job$key }) {
  const job = useFragment(jobFormFragment, jobKey);
  const navigate = useNavigate();
  const [commit, pending] = useUpdateJobMutation();
  useDocumentTitle(`Edit ${job.title}`);

  return (
    <Container maxW="3xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Edit Job
        </Heading>
        <Card.Root variant="outline">
          <Card.Body>
            <JobForm
              mode="edit"
              initial={jobFormValues(job)}
              pending={pending}
              submitLabel="Save Changes"
              pendingLabel="Saving..."
              extraActions={
                <Button asChild variant="outline">
                  <Link to={`/jobs/${job.databaseId}`}>Cancel</Link>
                </Button>
              }
              onSubmit={(values, setErrors) =>
                commit({
                  variables: { input: { id: job.id, ...jobInput(values, { deadline: job.deadline }) } },
                  updater: updateJobUpdater,
                  onCompleted: (res) => {
                    const { job: updated, errors } = res.updateJob;
                    if (updated) {
                      toast({ title: "Success", description: "Job updated successfully.", type: "success" });
                      navigate(`/jobs/${updated.databaseId}`);
                      return;
                    }
                    const { fieldErrors, general } = splitUserErrors(errors, jobFormFields);
                    setErrors(fieldErrors);
                    toast({ title: "Error", description: general[0] ?? errors[0]?.message ?? UPDATE_FAILED, type: "error" });
                  },
                  onError: (err) => toast({ title: "Error", description: failureMessage(err, UPDATE_FAILED), type: "error" }),
                })
              }
            />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
