import { graphql, useMutation } from "react-relay/hooks";
import type { UpdateNewsArticleMutation } from "../__generated__/UpdateNewsArticleMutation.graphql";

// The payload re-reads what the editor form shows; lists are marked stale by the
// caller's updater (an edit can move an article in or out of the reader's lists).
const mutation = graphql`
  mutation UpdateNewsArticleMutation($input: UpdateNewsArticleInput!) {
    updateNewsArticle(input: $input) {
      newsArticle {
        id
        databaseId
        status
        publishedAt
        ...NewsEditorForm_article
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useUpdateNewsArticleMutation() {
  return useMutation<UpdateNewsArticleMutation>(mutation);
}
