import { Input } from "@chakra-ui/react";
import { useRef, useState, type ReactNode } from "react";
import { FormField } from "../../components/ui/form-field";
import { readResume, RESUME_ACCEPT, RESUME_HELP, type ResumeUpload } from "./resumeFile";

/** A labelled file input for a PDF résumé: it checks the file (a PDF, at most
 * 5 MB) and hands it over read (`onChange(upload)`, or null once cleared or
 * refused). `error` shows the server's refusal under the input. */
export function ResumeFileInput({
  label,
  error,
  onChange,
  helperText = RESUME_HELP,
  disabled,
}: {
  label: ReactNode;
  error?: string | null;
  onChange: (upload: ResumeUpload | null) => void;
  helperText?: ReactNode;
  disabled?: boolean;
}) {
  const [ownError, setOwnError] = useState<string | null>(null);
  const seq = useRef(0);
  const choose = async (file: File | undefined) => {
    const n = ++seq.current;
    setOwnError(null);
    if (!file) return onChange(null);
    const res = await readResume(file);
    if (n !== seq.current) return; // another file was chosen meanwhile
    if ("error" in res) {
      setOwnError(res.error);
      onChange(null);
      return;
    }
    onChange(res);
  };
  return (
    <FormField label={label} error={ownError ?? error} helperText={helperText}>
      <Input
        type="file"
        name="resume"
        accept={RESUME_ACCEPT}
        disabled={disabled}
        h="auto"
        py="1.5"
        onChange={(e) => void choose(e.target.files?.[0])}
        data-testid="resume-input"
      />
    </FormField>
  );
}
