import { MESSAGES, PRODUCT_NAME, REVIEW_TEXTS } from "@photo-organizer/core";
import { Link } from "react-router";
import { LegalPage, type LegalSection } from "@/components/legal-page";
import { paths } from "@/config/paths";
import { LEGAL_LAST_UPDATED } from "./legal-dates";

const sections: LegalSection[] = [
  {
    id: "summary",
    title: "The short version",
    body: (
      <ul>
        <li>
          <strong>Your original photos never leave your browser.</strong> The ZIP you download is built on
          your own device.
        </li>
        <li>
          Only a small preview of each photo (about 512 pixels on its longest side) is sent to our server to
          be described, and it is discarded as soon as the description is returned.
        </li>
        <li>We keep your account details, your plan and a count of the photos you organised each month.</li>
        <li>{REVIEW_TEXTS.privacySummary}</li>
        <li>We do not sell your data, show ads, or share your photos with anyone.</li>
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
          your browser too. Only that preview is transmitted, over an encrypted connection, to our server,
          where AI models running on our own infrastructure write a short text description. The preview is
          held in memory only while it is analysed; it is not written to disk, not logged and not used to
          train models.
        </p>
        <p>
          The description, the category and the new file name are sent back to your browser, which builds the
          ZIP from your untouched originals. We do not store the descriptions. No third-party AI service
          receives your photos or previews.
        </p>
      </>
    ),
  },
  {
    id: "account",
    title: "Account information",
    body: (
      <>
        <p>
          You sign in with a social account through our identity provider. From it we receive an identifier,
          your email address (and whether it is verified), your name and the address of your profile picture.
          We never see your password.
        </p>
        <p>
          Your browser holds a single session cookie that is not readable by scripts; no access token is
          stored in your browser. Signing out ends the session on our server.
        </p>
      </>
    ),
  },
  {
    id: "usage",
    title: "Usage records",
    body: (
      <p>
        To enforce plan limits we store, per calendar month, how many photos you organised, and for each batch
        how many photos it reserved and used. These records contain numbers and dates only — never file names
        or image content.
      </p>
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
    id: "messages",
    title: "Newsletter and messages",
    body: (
      <>
        <p>
          If you subscribe to the newsletter we store your email address and when you subscribed. If the
          server cannot be reached, your browser keeps the address locally and sends it later. You can
          unsubscribe at any time by writing to us.
        </p>
        <p>
          Messages you send through the contact or help forms (name, email, subject and message) are stored so
          we can answer them. Only our administrators can read them.
        </p>
      </>
    ),
  },
  {
    id: "local-storage",
    title: "Cookies and local storage",
    body: (
      <p>
        We use one essential session cookie for sign-in. Your browser's local storage remembers your theme
        (light, dark or system), whether the share buttons are shown, and any newsletter sign-up that is
        waiting to be sent. We use no advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep data",
    body: (
      <p>
        Previews: not kept at all. Account and usage records: while your account exists.{" "}
        {REVIEW_TEXTS.privacyRetention} Newsletter addresses: until you unsubscribe. Contact messages: as long
        as needed to handle your request. Administrative actions on accounts (such as a plan change) are
        recorded in an audit log.
      </p>
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
      sections={sections}
    />
  );
}
