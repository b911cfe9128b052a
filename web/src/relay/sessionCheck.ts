import { fetchQuery } from "react-relay";
import RootRouteQuery, { type RootRouteQuery as RootRouteQueryType } from "../__generated__/RootRouteQuery.graphql";
import { environment } from "./environment";

/** Asks the server who is signed in (after a live socket was closed with
 * 4401, "signed out") and writes the answer into the store, so the header,
 * RequireAuth pages and live features follow at once. True while the
 * browser is still signed in (it changed its own password: the socket of
 * its old session closed, and a new one can open). */
export async function stillSignedIn(): Promise<boolean> {
  try {
    const data = await fetchQuery<RootRouteQueryType>(environment, RootRouteQuery, {}, { fetchPolicy: "network-only" }).toPromise();
    return data?.viewer != null;
  } catch {
    return false;
  }
}
