import { MESSAGES, PRIVACY, PRODUCT_NAME, REVIEW_TEXTS } from "@photo-organizer/core";
import { Link } from "react-router";
import { LegalPage, type LegalSection } from "@/components/legal-page";
import { paths } from "@/config/paths";
import { type PreviewPrivacy, usePreviewPrivacy } from "@/lib/preview-privacy";
import { LEGAL_LAST_UPDATED } from "./legal-dates";

/** The policy's sections, with the sentences that depend on where this site has previews described. */
const sectionsFor = (privacy: PreviewPrivacy): LegalSection[] => [
  {
    id: "summary",
    title: "The short version",
    body: (
      <ul>
        <li>
          <strong>{PRIVACY.originals}</strong>
        </li>
        <li>{privacy.previews}</li>
        <li>{PRIVACY.reviewedPhotos}</li>
        <li>
          We also keep your account, your usage counts, a record of each photo analyzed, our server's request
          logs, and what you choose to give us (settings, tokens, newsletter sign-up, messages): each is
          listed below with why, for how long and how to delete it.
        </li>
        <li>{PRIVACY.noSelling}</li>
      </ul>
    ),
  },
  {
    id: "photos",
    title: "Your photos",
    body: (
      <>
        <p>
          When you select photos on the Upload page, your browser checks each file ({MESSAGES.acceptedFormats}
          , {MESSAGES.formatLimits}) and creates a reduced preview; HEIC, TIFF and RAW files are decoded in
          your browser too. Only that preview is transmitted, over an encrypted connection, to our server, and
          a short text description of it is written by {privacy.describedBy}.
        </p>
        <p>{privacy.previews}</p>
        <p>
          The description, the category and the new file name are sent back to your browser, which builds the
          ZIP from your untouched originals.
        </p>
      </>
    ),
  },
  {
    id: "kept",
    title: "What we keep, why, for how long, and how to delete it",
    body: (
      <dl>
        {PRIVACY.kept.map((item) => (
          <div key={item.id} id={`kept-${item.id}`}>
            <dt>
              <strong>{item.title}</strong>
            </dt>
            <dd>
              <p>{item.what}</p>
              <p>
                <em>Why:</em> {item.why} <em>How long:</em> {item.howLong} <em>How to delete it:</em>{" "}
                {item.howToDelete}
              </p>
            </dd>
          </div>
        ))}
      </dl>
    ),
  },
  {
    id: "corrections",
    title: REVIEW_TEXTS.privacyTitle,
    body: (
      <>
        {REVIEW_TEXTS.privacyParagraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </>
    ),
  },
  {
    id: "local-storage",
    title: "Cookies and local storage",
    body: <p>{PRIVACY.browser} We use no advertising or tracking cookies.</p>,
  },
  {
    id: "retention",
    title: "How long we keep data",
    body: (
      <ul>
        <li>{PRIVACY.neverKept}</li>
        {PRIVACY.kept.map((item) => (
          <li key={item.id}>
            {item.title}: {item.howLong}
          </li>
        ))}
        <li>Administrative actions on accounts (such as a plan change) are recorded in an audit log.</li>
      </ul>
    ),
  },
  {
    id: "rights",
    title: "Your rights",
    body: (
      <p>
        You can ask us for a copy of your data, to correct it, or to delete your account and everything
        attached to it. Where the GDPR or UK GDPR applies you also have the right to object, to restrict
        processing and to complain to your data-protection authority. Send requests through the{" "}
        <Link to={paths.contact.getHref()}>contact page</Link>.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        If we change how {PRODUCT_NAME} handles data, we will update this page and its date, and tell
        subscribers of material changes by email.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      dateLabel={`Last updated: ${LEGAL_LAST_UPDATED}`}
      intro={`How ${PRODUCT_NAME} handles your photos and your personal data — in plain language.`}
      sections={sectionsFor(usePreviewPrivacy())}
    />
  );
}
