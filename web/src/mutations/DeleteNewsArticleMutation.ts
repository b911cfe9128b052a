import { graphql, useMutation } from "react-relay/hooks";
import type { DeleteNewsArticleMutation } from "../__generated__/DeleteNewsArticleMutation.graphql";

// @deleteRecord removes the article from every list in the store (news list,
// teaser, drafts).
const mutation = graphql`
  mutation DeleteNewsArticleMutation($input: DeleteNewsArticleInput!) {
    deleteNewsArticle(input: $input) {
      deletedNewsArticleId @deleteRecord
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useDeleteNewsArticleMutation() {
  return useMutation<DeleteNewsArticleMutation>(mutation);
}
