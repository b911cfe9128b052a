import { Box, Button, Card, Heading, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { ToolPage } from "./ToolPage";
import { GOTV_CHECKLIST, GOTV_ITEM_COUNT, GOTV_PHASES, useGotvChecklist } from "./gotvChecklist";

export const CHECKLIST_PDF_PATH = "/resources/gotv-checklist.pdf";

/** /resources/gotv-checklist: phases of tasks with checkboxes; the ticks stay in this
 * browser (localStorage), and "Clear all ticks" starts over. "Download PDF" downloads
 * the checklist to print (made by the server from the same content). */
export function Component() {
  const { done, toggle, reset } = useGotvChecklist();
  const count = GOTV_PHASES.reduce((n, p) => n + p.items.filter((i) => done.has(`${p.id}/${i.id}`)).length, 0);
  return (
    <ToolPage
      title={GOTV_CHECKLIST.title}
      lead={GOTV_CHECKLIST.lead}
      actions={
        <Button asChild alignSelf="start">
          <a href={CHECKLIST_PDF_PATH} download="canvass-gotv-checklist.pdf">
            Download PDF
          </a>
        </Button>
      }
    >
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontWeight="medium" role="status" data-testid="gotv-progress">
            {count} of {GOTV_ITEM_COUNT} tasks done
          </Text>
          <Button size="sm" variant="outline" onClick={reset} disabled={count === 0}>
            Clear all ticks
          </Button>
        </HStack>
        <Progress.Root value={count} max={GOTV_ITEM_COUNT} size="sm" aria-label="GOTV checklist progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      <Stack gap="5">
        {GOTV_PHASES.map((phase) => (
          <Card.Root as="section" key={phase.id} variant="outline" aria-labelledby={`gotv-${phase.id}`}>
            <Card.Body gap="3">
              <Heading as="h2" size="lg" id={`gotv-${phase.id}`}>
                {phase.title}
              </Heading>
              <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                {phase.items.map((item) => {
                  const id = `${phase.id}/${item.id}`;
                  const checked = done.has(id);
                  return (
                    <Box as="li" key={id}>
                      <HStack as="label" gap="3" align="start" py="2" cursor="pointer">
                        <input
                          type="checkbox"
                          checked={checked}
                          onChange={(e) => toggle(id, e.target.checked)}
                          style={{ width: "1.25rem", height: "1.25rem", marginTop: "0.15rem", flexShrink: 0 }}
                        />
                        <Text textDecoration={checked ? "line-through" : undefined} color={checked ? "fg.muted" : undefined}>
                          {item.text}
                        </Text>
                      </HStack>
                    </Box>
                  );
                })}
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </ToolPage>
  );
}
