import { CONTACT_COPY as COPY, MESSAGES, SIGN_OUT_COPY } from "@photo-organizer/core";
import { Loader2, Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { LeaveGuardDialog } from "@/components/leave-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/features/auth/use-auth";
import { ApiError } from "@/lib/api-client";
import { useLeaveGuard } from "@/lib/leave-guards";
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
  const { user } = useAuth();
  const name = useRef<HTMLInputElement>(null);
  const email = useRef<HTMLInputElement>(null);
  // A message written and not sent would be lost by leaving: leaving asks first.
  const [writing, setWriting] = useState(false);
  const leaving = useLeaveGuard(writing, SIGN_OUT_COPY.holding.message);

  // A signed-in user's name and email are filled in, unless they already typed their own.
  useEffect(() => {
    for (const [input, value] of [
      [name.current, user?.name],
      [email.current, user?.email],
    ] as const) {
      if (input && value && input.value === "") input.value = value;
    }
  }, [user?.name, user?.email]);

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
          setWriting(false);
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
          <Input
            ref={name}
            id={`${id}-name`}
            name="name"
            required
            autoComplete="name"
            maxLength={200}
            defaultValue={user?.name ?? ""}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-email`}>{MESSAGES.formEmail}</Label>
          <Input
            ref={email}
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={320}
            defaultValue={user?.email ?? ""}
          />
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
        <Textarea
          id={`${id}-message`}
          name="message"
          required
          rows={isHelp ? 4 : 6}
          maxLength={5000}
          onChange={(event) => setWriting(event.target.value.trim() !== "")}
        />
      </div>
      <Button type="submit" variant="brand" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {isHelp ? MESSAGES.submitSupportRequest : COPY.send}
      </Button>
      <LeaveGuardDialog question={leaving} texts={COPY.leaving} />
    </form>
  );
}
