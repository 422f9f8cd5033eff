import { CONTACT_COPY as COPY, MESSAGES } from "@photo-organizer/core";
import { Loader2, Send } from "lucide-react";
import { type FormEvent, useId } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-client";
import { type MessageSource, useSendMessage } from "../api/send-message";

type Props = { source: MessageSource };

/**
 * The contact form (/contact: name, email, subject, message, all required) and the help page's support form
 * (Name, Email, Message, 'Submit Support Request'). Both are stored by the server (D8).
 */
export function ContactForm({ source }: Props) {
  const id = useId();
  const send = useSendMessage();
  const isHelp = source === "help";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? "").trim();
    send.mutate(
      {
        name: field("name"),
        email: field("email"),
        subject: isHelp ? COPY.supportSubject : field("subject"),
        message: field("message"),
        source,
      },
      {
        onSuccess: () => {
          toast.success(MESSAGES.contactSent.title, { description: MESSAGES.contactSent.description });
          form.reset();
        },
        onError: (error) => {
          toast.error(error instanceof ApiError ? error.message : COPY.failed);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-busy={send.isPending}>
      <div className={isHelp ? "space-y-4" : "grid gap-4 sm:grid-cols-2"}>
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>{MESSAGES.formName}</Label>
          <Input id={`${id}-name`} name="name" required autoComplete="name" maxLength={200} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-email`}>{MESSAGES.formEmail}</Label>
          <Input id={`${id}-email`} name="email" type="email" required autoComplete="email" maxLength={320} />
        </div>
      </div>
      {!isHelp && (
        <div className="space-y-2">
          <Label htmlFor={`${id}-subject`}>{MESSAGES.formSubject}</Label>
          <Input id={`${id}-subject`} name="subject" required maxLength={200} />
        </div>
      )}
      <div className="space-y-2">
        <Label htmlFor={`${id}-message`}>{MESSAGES.formMessage}</Label>
        <Textarea id={`${id}-message`} name="message" required rows={isHelp ? 4 : 6} maxLength={5000} />
      </div>
      <Button type="submit" variant="brand" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {isHelp ? MESSAGES.submitSupportRequest : COPY.send}
      </Button>
    </form>
  );
}
