import { Box, Button, Heading, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ToolPage } from "./ToolPage";

// A print-ready campaign plan: the browser's "Save as PDF" in the print dialog
// makes the PDF (no server round trip, nothing typed leaves the browser). The
// print stylesheet drops the site's header, footer and buttons, and shows the
// fill-in lines in black on white.

const printCss = `
@media print {
  header, footer, .skip-link, [data-print-hide] { display: none !important; }
  html, body, main { background: #fff !important; color: #000 !important; }
  .plan-section { break-inside: avoid; }
  .plan-field { border-color: #000 !important; }
  @page { margin: 16mm; }
}`;

function Field({ label, lines = 1 }: { label: string; lines?: number }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="semibold">
        {label}
      </Text>
      {Array.from({ length: lines }, (_, i) => (
        <Box key={i} className="plan-field" borderBottomWidth="1px" borderColor="border.emphasized" h="7" />
      ))}
    </Stack>
  );
}

function PlanSection({ n, title, intro, children }: { n: number; title: string; intro: string; children: ReactNode }) {
  return (
    <Stack as="section" className="plan-section" gap="3" aria-labelledby={`plan-${n}`}>
      <Heading as="h2" size="lg" id={`plan-${n}`}>
        {n}. {title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {intro}
      </Text>
      {children}
    </Stack>
  );
}

function BlankTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: string[] }) {
  return (
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" variant="outline" minW="lg">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r} h="9">
              <Table.Cell fontWeight="medium">{r}</Table.Cell>
              {columns.slice(1).map((c) => (
                <Table.Cell key={c} />
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** /resources/campaign-plan-template: the plan, and "Download PDF" (print dialog). */
export function Component() {
  return (
    <ToolPage
      title="Campaign Plan Template"
      lead="Write your whole plan on one document: where you are, what it takes to win, and how you will get there. Fill it in on paper, or print it to PDF and share it with your team."
      actions={
        <Stack direction={{ base: "column", sm: "row" }} gap="3" data-print-hide>
          <Button onClick={() => window.print()}>Download PDF</Button>
          <Text fontSize="sm" color="fg.muted" alignSelf="center">
            In the print dialog, choose “Save as PDF”.
          </Text>
        </Stack>
      }
    >
      <style>{printCss}</style>
      <Stack gap="10" data-testid="campaign-plan">
        <PlanSection n={1} title="Campaign Overview" intro="The basics everyone on the team should know by heart.">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field label="Candidate" />
            <Field label="Office sought" />
            <Field label="District / jurisdiction" />
            <Field label="Election date" />
            <Field label="Campaign manager" />
            <Field label="Treasurer" />
          </SimpleGrid>
        </PlanSection>
        <PlanSection
          n={2}
          title="Win Number"
          intro="Expected turnout = registered voters × turnout in the last comparable election. Win number = expected turnout ÷ 2 + 1 (add a margin of 5% in a multi-candidate race)."
        >
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Field label="Registered voters" />
            <Field label="Expected turnout" />
            <Field label="Win number" />
          </SimpleGrid>
        </PlanSection>
        <PlanSection n={3} title="Message" intro="Why you are running, in one sentence a voter can repeat; then the contrast with your opponent.">
          <Field label="Message in one sentence" lines={2} />
          <Field label="Three proof points" lines={3} />
          <Field label="Contrast" lines={2} />
        </PlanSection>
        <PlanSection n={4} title="Voter Targeting" intro="Who you must persuade and who you must turn out. Name the groups and their sizes.">
          <BlankTable caption="Target universes" columns={["Universe", "Who they are", "Number of voters", "Contact goal"]} rows={["Base", "Persuasion", "Turnout", "Early / mail voters"]} />
        </PlanSection>
        <PlanSection n={5} title="Voter Contact Plan" intro="Contacts needed = win number × 3 for persuasion targets. Plan the work week by week.">
          <BlankTable
            caption="Voter contact plan by week"
            columns={["Weeks out", "Doors", "Calls", "Texts", "Mail pieces", "Volunteers needed"]}
            rows={["12-9", "8-6", "5-3", "2", "Final week", "Election day"]}
          />
        </PlanSection>
        <PlanSection n={6} title="Budget" intro="Spend on voter contact first. Keep 10% in reserve until the final month.">
          <BlankTable
            caption="Budget"
            columns={["Line", "Amount", "Share of budget", "When"]}
            rows={["Staff", "Voter contact (field)", "Mail", "Digital ads", "TV / radio", "Printing and signs", "Compliance", "Reserve"]}
          />
        </PlanSection>
        <PlanSection n={7} title="Fundraising Plan" intro="Work back from the budget: who will give, how much, and when you will ask.">
          <BlankTable caption="Fundraising plan" columns={["Source", "Goal", "Asks per week", "Owner"]} rows={["Candidate call time", "Events", "Online / email", "PACs and organizations", "Self-funding"]} />
        </PlanSection>
        <PlanSection n={8} title="Timeline" intro="Fixed dates first (filing, debates, early voting), then your own milestones.">
          <BlankTable caption="Timeline" columns={["Date", "Milestone", "Owner", "Done"]} rows={["Filing deadline", "Campaign launch", "First finance report", "Voter registration deadline", "Early voting starts", "Election day"]} />
        </PlanSection>
        <PlanSection n={9} title="Team" intro="Who owns each part of the plan.">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field label="Field director" />
            <Field label="Finance director" />
            <Field label="Communications" />
            <Field label="Digital" />
            <Field label="Volunteer coordinator" />
            <Field label="Data / voter file" />
          </SimpleGrid>
        </PlanSection>
      </Stack>
    </ToolPage>
  );
}
