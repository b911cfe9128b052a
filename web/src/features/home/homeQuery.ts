import { graphql } from "react-relay/hooks";

/** The home page's query: the sections that are not independent queries of their
 * own spread their fragments here (the vendors teaser). The hero, the feature cards
 * and the call to action need no data of their own (the CTA reads the session). */
export const homeQuery = graphql`
  query HomeRouteQuery {
    ...VendorsTeaser_query
  }
`;
