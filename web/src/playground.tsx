import "graphiql/setup-workers/vite";
import { GraphiQL } from "graphiql";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "graphiql/style.css";

// The developers' GraphQL playground (/graphql/playground: signed-in members, everyone with CANVASS_DEV=1).
// Bundled from npm: no CDN. Same-origin requests carry the session cookie.
const fetcher = createGraphiQLFetcher({
  url: "/graphql",
  fetch: (input, init) => fetch(input, { ...init, credentials: "same-origin" }),
});

createRoot(document.getElementById("playground")!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={"query Viewer {\n  viewer {\n    id\n    username\n    firstName\n    lastName\n    userType\n  }\n}\n"} />
  </StrictMode>,
);
