import { Box, Link as ChakraLink, Container, Grid, Spinner, Tabs } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, Navigate, useLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { ProfileRouteQuery } from "../../__generated__/ProfileRouteQuery.graphql";
import { HiddenByModeratorsAlert } from "../../components/HiddenByModeratorsAlert";
import { UnreadBadge, unreadText } from "../../app/UnreadBadge";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { EditProfileForm } from "./EditProfileForm";
import { EditProfileButton, ProfileCard } from "./ProfileCard";
import { ProfileOverview } from "./ProfileOverview";
import {
  ApiTabSlot,
  EmailTabSlot,
  JobsTabSlot,
  LatestJobsSlot,
  ResumeSlot,
  ResourcesTabSlot,
  SavedJobsTabSlot,
  MessagesTabSlot,
  OpenToWorkSlot,
  TeamInvitationsSlot,
  VendorMessagesSlot,
  VendorProfileButtonSlot,
  VendorProfileTabSlot,
  VendorSummarySlot,
} from "./slots";

const query = graphql`
  query ProfileRouteQuery {
    viewerIsModerator
    viewer {
      id
      userType
      hiddenByModerators
      hiddenReason
      ...ProfileCard_user
      ...ProfileOverview_user
      ...EditProfileForm_user
      ...VendorDashboard_user
      ...DashboardJobsTab_user
      ...DashboardApplications_user
      ...DashboardLatestJobs_user
      ...DashboardResources_user
      unreadMessageCount
      ...DashboardMessagesTab_user
      ...BlockedPeople_user
      ...VendorMessagesCard_user
      ...TeamInvitations_user
      ...EmailPreferencesTab_user
      ...ApiTokensTab_user
      ...ProfileResume_user
      ...OpenToWorkSection_user
    }
  }
`;

export function loader() {
  return { queryRef: preload<ProfileRouteQuery>("profile", query, {}) };
}

/** Switching tabs (?tab=) does not refetch. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

const vendorTabs = ["overview", "vendor", "email", "api", "verification"] as const;
const memberTabs = ["overview", "jobs", "saved-jobs", "messages", "resources", "email", "api", "verification"] as const;

/** The "Verification" tab (docs/trust.md): its own query, loaded when opened. */
const VerificationTab = lazy(() => import("../verify/VerificationTab"));

/** The tab to show for `?tab=` (spec: default vendor for vendors, overview otherwise;
 * tabs of the other role fall back to the default). */
export function profileTab(requested: string | null, userType: string): string {
  const vendor = userType === "VENDOR";
  const allowed: readonly string[] = vendor ? vendorTabs : memberTabs;
  if (requested && allowed.includes(requested)) return requested;
  return vendor ? "vendor" : "overview";
}

/** On a phone the tab list scrolls sideways: a tab opened by the URL (an
 * email's /profile?tab=email) is scrolled into the list's view. */
function useSelectedTabInView(list: RefObject<HTMLDivElement | null>, tab: string | null, editing: boolean) {
  useEffect(() => {
    const el = list.current;
    const selected = el?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!el || !selected) return;
    const left = selected.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
    if (left < el.scrollLeft || left + selected.offsetWidth > el.scrollLeft + el.clientWidth) {
      el.scrollLeft = left + selected.offsetWidth - el.clientWidth;
    }
  }, [list, tab, editing]);
}

export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ProfileRouteQuery> };
  useDisposeOnLeave(queryRef);
  const data = usePreloadedQuery<ProfileRouteQuery>(query, queryRef);
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  useDocumentTitle("Dashboard");
  const tabList = useRef<HTMLDivElement>(null);
  useSelectedTabInView(tabList, params.get("tab"), editing);

  const viewer = data.viewer;
  if (!viewer) return <Navigate to="/auth?mode=login" replace />;
  const vendor = viewer.userType === "VENDOR";
  const tab = profileTab(params.get("tab"), viewer.userType);
  const unread = viewer.unreadMessageCount ?? 0;

  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      {viewer.hiddenByModerators && (
        <Box mb="6">
          <HiddenByModeratorsAlert hidden reason={viewer.hiddenReason} />
        </Box>
      )}
      <Grid templateColumns={{ base: "1fr", lg: "320px 1fr" }} gap="8" alignItems="start">
        <ProfileCard
          user={viewer}
          actions={
            <>
              {!editing && <EditProfileButton onClick={() => setEditing(true)} />}
              {vendor && <VendorProfileButtonSlot query={data} />}
              {/* Beyond the spec (docs/sessions.md): password change and account deletion. */}
              <ChakraLink asChild color="blue.fg" fontSize="sm" alignSelf="center">
                <Link to="/settings">Account settings</Link>
              </ChakraLink>
              {data.viewerIsModerator && (
                <ChakraLink asChild color="blue.fg" fontSize="sm" alignSelf="center">
                  <Link to="/moderation">Moderation queue</Link>
                </ChakraLink>
              )}
            </>
          }
        />
        <Box minW="0">
          {editing ? (
            <EditProfileForm user={viewer} onDone={() => setEditing(false)} />
          ) : (
            <Tabs.Root
              value={tab}
              onValueChange={(d) => setParams({ tab: d.value }, { replace: true, preventScrollReset: true })}
              variant="line"
              lazyMount
            >
              {/* On a phone the tabs keep their width and the list scrolls sideways. */}
              <Tabs.List ref={tabList} overflowX="auto" mb="6" css={{ "& > [role=tab]": { flexShrink: 0, whiteSpace: "nowrap" } }}>
                <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
                {vendor ? (
                  <Tabs.Trigger value="vendor">Vendor Profile</Tabs.Trigger>
                ) : (
                  <>
                    <Tabs.Trigger value="jobs">Jobs</Tabs.Trigger>
                    <Tabs.Trigger value="saved-jobs">Saved Jobs</Tabs.Trigger>
                    <Tabs.Trigger
                      value="messages"
                      aria-label={unread > 0 ? `Messages ${unreadText(unread)} unread` : undefined}
                    >
                      Messages
                      {unread > 0 && (
                        <>
                          {" "}
                          <UnreadBadge count={unread} data-testid="tab-unread-badge" />
                        </>
                      )}
                    </Tabs.Trigger>
                    <Tabs.Trigger value="resources">Resources</Tabs.Trigger>
                  </>
                )}
                <Tabs.Trigger value="email">Email</Tabs.Trigger>
                <Tabs.Trigger value="api">API</Tabs.Trigger>
                <Tabs.Trigger value="verification">Verification</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="overview">
                <ProfileOverview user={viewer}>
                  {vendor ? (
                    <>
                      <VendorMessagesSlot query={data} />
                      <VendorSummarySlot query={data} />
                    </>
                  ) : (
                    <>
                      <TeamInvitationsSlot query={data} />
                      <ResumeSlot query={data} />
                      <OpenToWorkSlot query={data} />
                      <LatestJobsSlot query={data} />
                    </>
                  )}
                </ProfileOverview>
              </Tabs.Content>
              {vendor ? (
                <Tabs.Content value="vendor">
                  <VendorProfileTabSlot query={data} />
                </Tabs.Content>
              ) : (
                <>
                  <Tabs.Content value="jobs">
                    <JobsTabSlot query={data} />
                  </Tabs.Content>
                  <Tabs.Content value="saved-jobs">
                    <SavedJobsTabSlot />
                  </Tabs.Content>
                  <Tabs.Content value="messages">
                    <MessagesTabSlot query={data} />
                  </Tabs.Content>
                  <Tabs.Content value="resources">
                    <ResourcesTabSlot query={data} />
                  </Tabs.Content>
                </>
              )}
              <Tabs.Content value="email">
                <EmailTabSlot query={data} />
              </Tabs.Content>
              <Tabs.Content value="api">
                <ApiTabSlot query={data} />
              </Tabs.Content>
              <Tabs.Content value="verification">
                {tab === "verification" && (
                  <Suspense fallback={<Spinner size="sm" aria-label="Loading" />}>
                    <VerificationTab />
                  </Suspense>
                )}
              </Tabs.Content>
            </Tabs.Root>
          )}
        </Box>
      </Grid>
    </Container>
  );
}
