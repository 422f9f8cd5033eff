import { useMutation } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";

export type MessageSource = "contact" | "help";
export type ContactMessage = {
  name: string;
  email: string;
  subject: string;
  message: string;
  source: MessageSource;
};

/** POST /api/contact: the server stores the message for the admins (DECISIONS D8). */
export function sendMessage(input: ContactMessage): Promise<unknown> {
  return apiPost("/api/contact", input);
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
