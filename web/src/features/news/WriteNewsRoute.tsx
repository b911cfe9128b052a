import { Button } from "@chakra-ui/react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useNavigate } from "react-router";
import type { WriteNewsRouteQuery } from "../../__generated__/WriteNewsRouteQuery.graphql";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors } from "../../lib/forms";
import { useCreateNewsArticleMutation } from "../../mutations/CreateNewsArticleMutation";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { failureMessage } from "../jobs/errors";
import { EditorPage, NotAnEditor } from "./EditorOnly";
import { emptyNewsForm, newsFormFields, newsInput, savedText } from "./newsEditor";
import { NewsEditorForm } from "./NewsEditorForm";

const query = graphql`
  query WriteNewsRouteQuery {
    viewerIsEditor
  }
`;

const SAVE_FAILED = "Failed to save article. Please try again.";

type LoaderData = { queryRef: PreloadedQuery<WriteNewsRouteQuery> };

export function loader(): LoaderData {
  return { queryRef: preload<WriteNewsRouteQuery>("news-write", query, {}) };
}

/** /news/write: editors write an article (signed-in only; others see Not Authorized). */
export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  useDisposeOnLeave(queryRef);
  const { viewerIsEditor } = usePreloadedQuery<WriteNewsRouteQuery>(query, queryRef);
  const navigate = useNavigate();
  const [commit, pending] = useCreateNewsArticleMutation();
  if (!viewerIsEditor) return <NotAnEditor />;

  return (
    <EditorPage title="Write Article">
      <NewsEditorForm
        initial={emptyNewsForm}
        pending={pending}
        extraActions={
          <Button asChild variant="outline">
            <Link to="/news">Cancel</Link>
          </Button>
        }
        onSubmit={(values, setErrors) =>
          commit({
            variables: { input: newsInput(values) },
            updater: (store) => {
              if (store.getRootField("createNewsArticle")?.getLinkedRecord("newsArticle")) store.invalidateStore();
            },
            onCompleted: (res) => {
              const { newsArticle: a, errors } = res.createNewsArticle;
              if (a) {
                toast({ title: "Success", description: savedText(a.status, a.publishedAt), type: "success" });
                navigate(`/news/${a.databaseId}`);
                return;
              }
              const { fieldErrors, general } = splitUserErrors(errors, newsFormFields);
              setErrors(fieldErrors);
              toast({ title: "Error", description: general[0] ?? errors[0]?.message ?? SAVE_FAILED, type: "error" });
            },
            onError: (err) => toast({ title: "Error", description: failureMessage(err, SAVE_FAILED), type: "error" }),
          })
        }
      />
    </EditorPage>
  );
}
