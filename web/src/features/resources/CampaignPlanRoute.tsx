import { Box, Button, Heading, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ToolPage } from "./ToolPage";
import plan from "./content/campaign-plan.json";

// The campaign plan template. Its content (content/campaign-plan.json) is read by
// this page and by the server, which makes the PDF that "Download PDF" downloads
// (/resources/campaign-plan-template.pdf, internal/web/toolpdf.go). "Print" prints
// the page itself: the print stylesheet drops the site's header, footer and
// buttons, and shows the fill-in lines in black on white.

export const PLAN_PDF_PATH = "/resources/campaign-plan-template.pdf";

interface PlanSection {
  readonly title: string;
  readonly intro: string;
  readonly columns?: number;
  readonly fields?: ReadonlyArray<{ label: string; lines?: number }>;
  readonly table?: { caption: string; columns: ReadonlyArray<string>; rows: ReadonlyArray<string> };
}

const PLAN: { readonly title: string; readonly lead: string; readonly sections: ReadonlyArray<PlanSection> } = plan;

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

function PlanPart({ n, title, intro, children }: { n: number; title: string; intro: string; children: ReactNode }) {
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

function BlankTable({ caption, columns, rows }: { caption: string; columns: ReadonlyArray<string>; rows: ReadonlyArray<string> }) {
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

/** /resources/campaign-plan-template: the plan, "Download PDF" (the server's PDF) and "Print". */
export function Component() {
  return (
    <ToolPage
      title={PLAN.title}
      lead={PLAN.lead}
      actions={
        <Stack direction={{ base: "column", sm: "row" }} gap="3" data-print-hide>
          <Button asChild>
            <a href={PLAN_PDF_PATH} download="canvass-campaign-plan-template.pdf">
              Download PDF
            </a>
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            Print
          </Button>
        </Stack>
      }
    >
      <style>{printCss}</style>
      <Stack gap="10" data-testid="campaign-plan">
        {PLAN.sections.map((section, i) => (
          <PlanPart key={section.title} n={i + 1} title={section.title} intro={section.intro}>
            {section.fields &&
              (section.columns ? (
                <SimpleGrid columns={{ base: 1, md: section.columns }} gap="4">
                  {section.fields.map((f) => (
                    <Field key={f.label} label={f.label} lines={f.lines} />
                  ))}
                </SimpleGrid>
              ) : (
                section.fields.map((f) => <Field key={f.label} label={f.label} lines={f.lines} />)
              ))}
            {section.table && <BlankTable caption={section.table.caption} columns={section.table.columns} rows={section.table.rows} />}
          </PlanPart>
        ))}
      </Stack>
    </ToolPage>
  );
}
