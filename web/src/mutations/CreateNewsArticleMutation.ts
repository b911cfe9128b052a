import { graphql, useMutation } from "react-relay/hooks";
import type { CreateNewsArticleMutation } from "../__generated__/CreateNewsArticleMutation.graphql";

const mutation = graphql`
  mutation CreateNewsArticleMutation($input: CreateNewsArticleInput!) {
    createNewsArticle(input: $input) {
      newsArticle {
        id
        databaseId
        status
        publishedAt
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

export function useCreateNewsArticleMutation() {
  return useMutation<CreateNewsArticleMutation>(mutation);
}
