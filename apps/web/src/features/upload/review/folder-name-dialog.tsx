import { REVIEW_TEXTS } from "@photo-organizer/core";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** What the folder name is for: a new folder for some photos, or a folder's new name. */
export type FolderNameRequest =
  | { kind: "new"; indices: readonly number[] }
  | { kind: "rename"; folder: string };

/**
 * Asks for a folder name; `onSubmit` answers why it is refused (core's naming rules), shown under the field
 * with the field kept, or null when it was applied (the dialog closes).
 */
export function FolderNameDialog({
  request,
  onSubmit,
  onClose,
}: {
  request: FolderNameRequest | null;
  onSubmit: (request: FolderNameRequest, name: string) => string | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {request ? (
          // Keyed so a new request starts from its own name, with no refusal left over.
          <FolderNameForm
            key={request.kind === "new" ? `new-${request.indices.join(",")}` : `rename-${request.folder}`}
            request={request}
            onSubmit={onSubmit}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function FolderNameForm({
  request,
  onSubmit,
}: {
  request: FolderNameRequest;
  onSubmit: (request: FolderNameRequest, name: string) => string | null;
}) {
  const [draft, setDraft] = useState(request.kind === "rename" ? request.folder : "");
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setRefusal(onSubmit(request, draft));
      }}
    >
      <DialogHeader>
        <DialogTitle>
          {request.kind === "new"
            ? REVIEW_TEXTS.newFolderTitle(request.indices.length)
            : REVIEW_TEXTS.renameFolderTitle(request.folder)}
        </DialogTitle>
        <DialogDescription id={`${id}-hint`}>{REVIEW_TEXTS.folderNameHint}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{REVIEW_TEXTS.folderNameLabel}</Label>
        <Input
          id={`${id}-name`}
          autoFocus
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setRefusal(null);
          }}
          aria-invalid={refusal !== null}
          aria-describedby={refusal ? `${id}-refusal` : `${id}-hint`}
        />
        {refusal ? (
          <p id={`${id}-refusal`} role="alert" className="text-sm text-destructive">
            {refusal}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="submit">
          {request.kind === "new" ? REVIEW_TEXTS.createAndMove : REVIEW_TEXTS.renameFolderSave}
        </Button>
      </DialogFooter>
    </form>
  );
}
