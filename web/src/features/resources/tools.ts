// The resource centre's fixed content: the four tool pages, the video entries and
// the FAQ (spec: "four static cards", "four static sample entries").

export interface ToolLink {
  readonly title: string;
  readonly description: string;
  readonly to: string;
  /** The home teaser's quick link text (spec section 2). */
  readonly action: string;
}

export const TOOLS: ReadonlyArray<ToolLink> = [
  {
    title: "Campaign Plan Template",
    description: "A fill-in plan for goals, win number, message, voter contact, budget and timeline. Print it or save it as a PDF.",
    to: "/resources/campaign-plan-template",
    action: "Download PDF",
  },
  {
    title: "GOTV Checklist",
    description: "Everything to do from six weeks out to election night. Your ticks are kept in this browser.",
    to: "/resources/gotv-checklist",
    action: "View Checklist",
  },
  {
    title: "Video Training",
    description: "Short trainings on canvassing, phone banking and call time for staff and volunteers.",
    to: "/resources/video-training",
    action: "Watch Videos",
  },
  {
    title: "Election Calendar",
    description: "Upcoming US election dates, with a calendar file for Google Calendar, Outlook or Apple Calendar.",
    to: "/resources/election-calendar",
    action: "View Calendar",
  },
];

export interface Video {
  readonly id: string;
  readonly title: string;
  /** "12 min" */
  readonly length: string;
  readonly learn: ReadonlyArray<string>;
  /** Opens in a new tab (rel="noopener noreferrer"). */
  readonly url: string;
}

const youtube = (q: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(q)}`;

/** The video entries: the first three are the video training page's sample videos;
 * the resource centre's Video Resources tab lists all four. */
export const VIDEOS: ReadonlyArray<Video> = [
  {
    id: "door-to-door-canvassing",
    title: "Door-to-Door Canvassing Basics",
    length: "12 min",
    learn: ["Plan a walk list and a safe route", "The 30-second rap: introduce, ask, listen, record", "Log every door the same day"],
    url: youtube("door to door canvassing training for campaign volunteers"),
  },
  {
    id: "phone-banking",
    title: "Phone Banking That Works",
    length: "9 min",
    learn: ["Open a call in ten seconds", "Handle the five most common objections", "Turn a supporter into a volunteer shift"],
    url: youtube("phone banking training political campaign"),
  },
  {
    id: "call-time",
    title: "Fundraising Call Time for Candidates",
    length: "15 min",
    learn: ["Build and rank a call sheet", "Make the ask for a specific amount", "Follow up within 24 hours"],
    url: youtube("candidate call time fundraising training"),
  },
  {
    id: "social-media",
    title: "Social Media for Down-Ballot Races",
    length: "11 min",
    learn: ["Pick two platforms and post on a schedule", "Film a candidate video on a phone", "Answer comments without feeding trolls"],
    url: youtube("social media strategy local political campaign"),
  },
];

export const FAQS: ReadonlyArray<{ readonly q: string; readonly a: string }> = [
  {
    q: "What is the Resource Center?",
    a: "Guides, articles, templates, tools and videos written by candidates and campaign staff for the campaign community. Everything is free to read, without an account.",
  },
  {
    q: "How do I find a guide on a topic?",
    a: "Search by words in the title, description or text, or pick a category chip or the category list. Every filter is in the address, so you can bookmark or share a search.",
  },
  {
    q: "Who can write a resource?",
    a: "Any signed-in candidate or campaign staff member: use Create Resource. Vendor accounts cannot create resources; they can read everything.",
  },
  {
    q: "How do I format a guide?",
    a: "Resources are written in Markdown: ## for headings, **bold**, - for lists, [text](https://link) for links, > for quotes and | pipes | for tables. Use Preview to see the result before you publish. HTML is not allowed.",
  },
  {
    q: "How do I save a resource for later?",
    a: "Open it and press Save. Your saved resources are on your dashboard's Resources tab, and the Resources Saved count is on its Overview.",
  },
  {
    q: "Can I change or remove what I wrote?",
    a: "Yes: your own resources show Edit and Delete on their cards and pages. Nobody else can change them.",
  },
  {
    q: "Where do the tools keep my data?",
    a: "The GOTV checklist keeps your ticks in this browser only. The campaign plan template prints from your browser; nothing you type in it is sent to Canvass.",
  },
];
