import { EXTENSION_COPY, EXTENSION_PERMISSIONS } from "@photo-organizer/core";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  defaultServer,
  originPattern,
  parseServerAddress,
  saveServerAddress,
  serverAddress,
} from "../lib/server-address";

type Status = { text: string; tone: "info" | "error" } | null;

/** Which Photo Organizer server the extension talks to; another than the built-in one is asked for first. */
export function OptionsPage() {
  const [value, setValue] = useState("");
  const [status, setStatus] = useState<Status>(null);
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();
  const invalid = status?.tone === "error";

  useEffect(() => {
    void serverAddress().then(setValue);
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = parseServerAddress(value);
    if ("error" in parsed) return setStatus({ text: parsed.error, tone: "error" });
    // Asked for here, on the user's click: the only server the extension may reach without asking is its own.
    const granted = await chrome.permissions.request({ origins: [originPattern(parsed.origin)] });
    if (!granted) return setStatus({ text: EXTENSION_COPY.serverPermissionRefused, tone: "error" });
    await saveServerAddress(parsed.origin);
    setValue(parsed.origin);
    setStatus({ text: EXTENSION_COPY.serverSaved, tone: "info" });
  }

  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 bg-background p-6 text-foreground">
      <h1 className="font-semibold text-2xl">{EXTENSION_COPY.optionsTitle}</h1>
      {/* Checked by the extension's own rules and said in its words, not by the browser's bubble. */}
      <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-3">
        <Label htmlFor={inputId}>{EXTENSION_COPY.serverLabel}</Label>
        <Input
          id={inputId}
          type="url"
          value={value}
          aria-describedby={invalid ? `${hintId} ${statusId}` : hintId}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            // Being corrected: no longer marked wrong until saved again.
            if (invalid) setStatus(null);
          }}
        />
        <p id={hintId} className="text-muted-foreground text-sm">
          {EXTENSION_COPY.serverHint}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{EXTENSION_COPY.save}</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              void saveServerAddress(null).then(() => {
                setValue(defaultServer());
                setStatus({ text: EXTENSION_COPY.serverSaved, tone: "info" });
              });
            }}
          >
            {EXTENSION_COPY.resetServer(defaultServer())}
          </Button>
        </div>
        {status && (
          <p
            id={statusId}
            role={status.tone === "error" ? "alert" : "status"}
            className={status.tone === "error" ? "text-destructive text-sm" : "text-sm"}
          >
            {status.text}
          </p>
        )}
      </form>
      <section className="flex flex-col gap-2">
        <h2 className="font-medium">{EXTENSION_COPY.permissionsTitle}</h2>
        <ul className="list-disc pl-5 text-muted-foreground text-sm">
          {EXTENSION_PERMISSIONS.map((p) => (
            <li key={p.name}>
              <span className="font-mono text-foreground">{p.name}</span>: {p.why}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
