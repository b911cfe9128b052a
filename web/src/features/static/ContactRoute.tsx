import { Button, Card, Input, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toaster";
import { isValidEmail, type FieldErrors } from "../../lib/forms";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { StaticPage } from "./StaticPage";

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const empty: ContactValues = { name: "", email: "", subject: "", message: "" };

export function validateContact(v: ContactValues): FieldErrors<keyof ContactValues> {
  const e: FieldErrors<keyof ContactValues> = {};
  if (v.name.trim().length < 2) e.name = "Name must be at least 2 characters";
  if (!isValidEmail(v.email)) e.email = "Please enter a valid email address";
  if (v.subject.trim().length < 5) e.subject = "Subject must be at least 5 characters";
  if (v.message.trim().length < 10) e.message = "Message must be at least 10 characters";
  return e;
}

/** Contact form: validated locally; "sending" takes about a second and makes no server call. */
export function Component() {
  useDocumentTitle("Contact");
  const [values, setValues] = useState<ContactValues>(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof ContactValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (k: keyof ContactValues, v: string) => {
    const next = { ...values, [k]: v };
    setValues(next);
    if (submitted) setErrors(validateContact(next));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    timer.current = setTimeout(() => {
      setSending(false);
      setSubmitted(false);
      setValues(empty);
      toast({ title: "Message sent", description: "Thanks for reaching out. We'll get back to you soon.", type: "success" });
    }, 1000);
  };

  return (
    <StaticPage title="Contact Us" lead="Questions, feedback or partnership ideas? Send us a message.">
      <Card.Root variant="outline">
        <Card.Body>
          <form onSubmit={onSubmit} noValidate aria-label="Contact form">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label="Name" error={errors.name} required>
                  <Input name="name" autoComplete="name" value={values.name} onChange={(e) => set("name", e.target.value)} />
                </FormField>
                <FormField label="Email" error={errors.email} required>
                  <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => set("email", e.target.value)} />
                </FormField>
              </SimpleGrid>
              <FormField label="Subject" error={errors.subject} required>
                <Input name="subject" value={values.subject} onChange={(e) => set("subject", e.target.value)} />
              </FormField>
              <FormField label="Message" error={errors.message} required>
                <Textarea name="message" rows={6} value={values.message} onChange={(e) => set("message", e.target.value)} />
              </FormField>
              <Button type="submit" alignSelf={{ base: "stretch", md: "start" }} disabled={sending}>
                {sending ? "Sending..." : "Send Message"}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <Text color="fg.muted">We usually answer within two business days.</Text>
    </StaticPage>
  );
}
