import { Button, HStack } from "@chakra-ui/react";
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import type { EditNewsRouteQuery } from "../../__generated__/EditNewsRouteQuery.graphql";
import type { NewsEditorForm_article$key } from "../../__generated__/NewsEditorForm_article.graphql";
import { toast } from "../../components/ui/toaster";
import { splitUserErrors } from "../../lib/forms";
import { useUpdateNewsArticleMutation } from "../../mutations/UpdateNewsArticleMutation";
import { parseDatabaseId } from "../../lib/routeId";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { failureMessage } from "../jobs/errors";
import { DeleteArticleButton } from "./DeleteArticleButton";
import { EditorPage, NotAnEditor } from "./EditorOnly";
import { ArticleNotFound } from "./NewsArticleRoute";
import { newsFormFields, newsFormValues, newsInput, savedText } from "./newsEditor";
import { NewsEditorForm, newsEditorFormFragment } from "./NewsEditorForm";

const query = graphql`
  query EditNewsRouteQuery($id: Int!) {
    viewerIsEditor
    newsArticle(databaseId: $id) {
      ...NewsEditorForm_article
    }
  }
`;

const SAVE_FAILED = "Failed to save article. Please try again.";

type LoaderData = { queryRef: PreloadedQuery<EditNewsRouteQuery> | null };

export function loader({ params }: LoaderFunctionArgs): LoaderData {
  const id = parseDatabaseId(params.id);
  return { queryRef: id == null ? null : preload<EditNewsRouteQuery>("news-edit", query, { id }) };
}

/** /news/edit/{id}: editors edit, publish, schedule, unpublish or delete an article. */
export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  if (!queryRef) return <ArticleNotFound />;
  return <Edit queryRef={queryRef} />;
}

function Edit({ queryRef }: { queryRef: PreloadedQuery<EditNewsRouteQuery> }) {
  useDisposeOnLeave(queryRef);
  const data = usePreloadedQuery<EditNewsRouteQuery>(query, queryRef);
  if (!data.viewerIsEditor) return <NotAnEditor />;
  if (!data.newsArticle) return <ArticleNotFound />;
  return <EditForm articleKey={data.newsArticle} />;
}

function EditForm({ articleKey }: { articleKey: NewsEditorForm_article$key }) {
  const a = useFragment(newsEditorFormFragment, articleKey);
  const navigate = useNavigate();
  const [commit, pending] = useUpdateNewsArticleMutation();

  return (
    <EditorPage title="Edit Article">
      <NewsEditorForm
        initial={newsFormValues(a)}
        published={a.status === "PUBLISHED"}
        pending={pending}
        extraActions={
          <HStack gap="3">
            <Button asChild variant="outline">
              <Link to={`/news/${a.databaseId}`}>Cancel</Link>
            </Button>
            <DeleteArticleButton articleId={a.id} title={a.title} onDeleted={() => navigate("/news")} />
          </HStack>
        }
        onSubmit={(values, setErrors) =>
          commit({
            variables: { input: { id: a.id, ...newsInput(values, a.imageUrl) } },
            updater: (store) => {
              if (store.getRootField("updateNewsArticle")?.getLinkedRecord("newsArticle")) store.invalidateStore();
            },
            onCompleted: (res) => {
              const { newsArticle: saved, errors } = res.updateNewsArticle;
              if (saved) {
                toast({ title: "Success", description: savedText(saved.status, saved.publishedAt), type: "success" });
                navigate(`/news/${saved.databaseId}`);
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
