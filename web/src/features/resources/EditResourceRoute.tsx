import { Button, Card, Container, Heading, Stack } from "@chakra-ui/react";
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import type { EditResourceRouteQuery } from "../../__generated__/EditResourceRouteQuery.graphql";
import type { ResourceForm_resource$key } from "../../__generated__/ResourceForm_resource.graphql";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors } from "../../lib/forms";
import { parseDatabaseId } from "../../lib/routeId";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { updateResourceUpdater, useUpdateResourceMutation } from "../../mutations/UpdateResourceMutation";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { failureMessage } from "../jobs/errors";
import { ResourceForm, resourceFormFragment, resourceFormValues } from "./ResourceForm";
import { ResourceNotFound, ResourceNotice } from "./ResourceNotFound";
import { RESOURCE_TEXTS } from "./resourceLabels";
import { resourceFormFields, resourceInput } from "./resourceValidation";

const query = graphql`
  query EditResourceRouteQuery($databaseId: Int!) {
    resource(databaseId: $databaseId) {
      id
      viewerIsOwner
      ...ResourceForm_resource
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<EditResourceRouteQuery> | null };

export function loader({ params }: LoaderFunctionArgs): LoaderData {
  const id = parseDatabaseId(params.id);
  return { queryRef: id == null ? null : preload<EditResourceRouteQuery>("edit-resource", query, { databaseId: id }) };
}

/** /resources/edit/{id} (signed-in only): the author edits; anyone else reads
 * "Not Authorized" (spec section 6). */
export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  if (!queryRef) return <ResourceNotFound />;
  return <EditResource queryRef={queryRef} />;
}

function EditResource({ queryRef }: { queryRef: PreloadedQuery<EditResourceRouteQuery> }) {
  useDisposeOnLeave(queryRef);
  const data = usePreloadedQuery<EditResourceRouteQuery>(query, queryRef);
  const r = data.resource;
  if (!r) return <ResourceNotFound />;
  if (!r.viewerIsOwner) {
    return (
      <ResourceNotice title="Not Authorized" text={RESOURCE_TEXTS.notAuthorizedEdit}>
        <Button asChild variant="outline">
          <Link to="/resources">Back to Resources</Link>
        </Button>
      </ResourceNotice>
    );
  }
  return <EditResourceForm resourceKey={r} />;
}

function EditResourceForm({ resourceKey }: { resourceKey: ResourceForm_resource$key }) {
  const r = useFragment(resourceFormFragment, resourceKey);
  const navigate = useNavigate();
  const [commit, pending] = useUpdateResourceMutation();
  useDocumentTitle(`Edit ${r.title}`);
  return (
    <Container maxW="3xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Edit Resource
        </Heading>
        <Card.Root variant="outline">
          <Card.Body>
            <ResourceForm
              mode="edit"
              initial={resourceFormValues(r)}
              currentImage={r.imageUrl}
              pending={pending}
              submitLabel="Save Changes"
              pendingLabel="Saving..."
              extraActions={
                <Button asChild variant="outline">
                  <Link to={`/resources/${r.databaseId}`}>Cancel</Link>
                </Button>
              }
              onSubmit={(values, setErrors) =>
                commit({
                  // Spec: the image field is sent as chosen; left empty, the current image goes.
                  variables: { input: { id: r.id, ...resourceInput(values), imageUrl: values.imageUrl } },
                  updater: updateResourceUpdater,
                  onCompleted: (res) => {
                    const { resource, errors } = res.updateResource;
                    if (resource) {
                      toast({ title: "Success", description: "Your resource has been updated.", type: "success" });
                      navigate("/resources");
                      return;
                    }
                    const { fieldErrors, general } = splitUserErrors(errors, resourceFormFields);
                    setErrors(fieldErrors);
                    toast({ title: "Error", description: general[0] ?? RESOURCE_TEXTS.updateFailed, type: "error" });
                  },
                  onError: (err) => toast({ title: "Error", description: failureMessage(err, RESOURCE_TEXTS.updateFailed), type: "error" }),
                })
              }
            />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
