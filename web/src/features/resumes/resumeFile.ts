// Résumés (issue 27, docs/hiring.md): a PDF of at most 5 MB, sent to the server
// as {fileName, data} with data a data:application/pdf;base64 URL. The server
// checks the file again (its bytes and a PDF parser); these checks only spare
// members a long upload that would be refused.

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT = "application/pdf,.pdf";
export const RESUME_HELP = "PDF, at most 5 MB.";
export const MSG_NOT_PDF = "Upload a PDF file.";
export const MSG_TOO_LARGE = "A résumé can be at most 5 MB.";
export const MSG_READ_FAILED = "The file could not be read. Please choose it again.";

export type ResumeUpload = { fileName: string; data: string; size: number };

/** Reads a chosen file as a résumé upload, or answers the message that refuses it. */
export async function readResume(file: File): Promise<ResumeUpload | { error: string }> {
  if (file.size > RESUME_MAX_BYTES) return { error: MSG_TOO_LARGE };
  let head = "";
  try {
    head = new TextDecoder("latin1").decode(await file.slice(0, 5).arrayBuffer());
  } catch {
    return { error: MSG_READ_FAILED };
  }
  if (head !== "%PDF-") return { error: MSG_NOT_PDF };
  try {
    const data = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    // Browsers label PDFs application/pdf, but a file without a type reads as
    // application/octet-stream: the server decides by the bytes either way.
    return { fileName: file.name, data: data.replace(/^data:[^;,]*/, "data:application/pdf"), size: file.size };
  } catch {
    return { error: MSG_READ_FAILED };
  }
}

/** "820 bytes", "120 KB", "1.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
