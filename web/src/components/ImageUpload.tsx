import { Button, Field, HStack, Image, Input, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useRef, useState } from "react";

export const MAX_UPLOAD_MB = 2;

/** Reads an image file as a data URL, enforcing the size limit (spec section 5). */
export function readImageFile(file: File, maxMB = MAX_UPLOAD_MB): Promise<string> {
  if (file.size > maxMB * 1024 * 1024) {
    return Promise.reject(new Error(`File is too large. Maximum size is ${maxMB}MB.`));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("Failed to read file.")));
    reader.onerror = () => reject(new Error("Failed to read file."));
    reader.onabort = () => reject(new Error("Failed to read file."));
    reader.readAsDataURL(file);
  });
}

/** Image picker shared by the profile image, vendor logo and resource image fields.
 * States: idle, reading, preview (with file name); "Remove" clears the value.
 * `value` is a data URL (new image), an /uploads/ URL (current image) or "". */
export function ImageUpload({
  label,
  name,
  value,
  onChange,
  maxMB = MAX_UPLOAD_MB,
  error: externalError,
  previewAlt = "Selected image preview",
}: {
  label: string;
  /** The file input's name (a form moves focus to it when the field is in error). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  maxMB?: number;
  error?: string | null;
  previewAlt?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shownError = error ?? externalError ?? null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith("image/")) {
      setError("Please choose an image file.");
      return;
    }
    setReading(true);
    try {
      const dataUrl = await readImageFile(file, maxMB);
      setFileName(file.name);
      onChange(dataUrl);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Failed to read file.");
      if (inputRef.current) inputRef.current.value = "";
    } finally {
      // On success the picker keeps showing the chosen file's name (issue 14).
      setReading(false);
    }
  };

  const remove = () => {
    setFileName(null);
    setError(null);
    onChange("");
    // Empty the picker too, so choosing the same file again works.
    if (inputRef.current) inputRef.current.value = "";
  };

  return (
    <Field.Root invalid={!!shownError}>
      <Field.Label>{label}</Field.Label>
      <Stack gap="3" w="full">
        {value && (
          <HStack gap="3" align="center" borderWidth="1px" rounded="md" p="2">
            <Image src={value} alt={previewAlt} boxSize="16" objectFit="cover" rounded="md" />
            <Text flex="1" minW="0" fontSize="sm" truncate title={fileName ?? undefined} data-testid="image-upload-name">
              {fileName ?? "Current image"}
            </Text>
            <Button size="sm" variant="outline" onClick={remove}>
              Remove<VisuallyHidden> {label.toLowerCase()}</VisuallyHidden>
            </Button>
          </HStack>
        )}
        <Input
          ref={inputRef}
          type="file"
          name={name}
          accept="image/*"
          p="1.5"
          h="auto"
          fontSize="sm"
          disabled={reading}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </Stack>
      {shownError ? (
        <Field.ErrorText>{shownError}</Field.ErrorText>
      ) : (
        <Field.HelperText>{reading ? "Reading file..." : `PNG, JPEG, GIF or WebP, up to ${maxMB}MB.`}</Field.HelperText>
      )}
    </Field.Root>
  );
}
