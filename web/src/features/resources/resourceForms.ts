// The resource centre's writing screens, one lazy module for the router (see resourcePages.ts).
export * as create from "./CreateResourceRoute";
export * as edit from "./EditResourceRoute";
