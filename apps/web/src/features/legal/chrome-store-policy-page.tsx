import { EXTENSION_COPY, EXTENSION_PAGE_COPY, MESSAGES, PRIVACY, PRODUCT_NAME } from "@photo-organizer/core";
import { Link } from "react-router";
import { LegalPage, type LegalSection } from "@/components/legal-page";
import { paths } from "@/config/paths";
import { type PreviewPrivacy, usePreviewPrivacy } from "@/lib/preview-privacy";

/** The policy's sections, with the sentences that depend on where this site has previews described. */
const sectionsFor = (privacy: PreviewPrivacy): LegalSection[] => [
  {
    id: "single-purpose",
    title: "Single purpose",
    body: (
      <p>
        The {PRODUCT_NAME} extension has one purpose: to let you send photos you choose to {PRODUCT_NAME} to
        be sorted into folders and renamed. All data it handles is used for that purpose only.
      </p>
    ),
  },
  {
    id: "data",
    title: "Data we handle",
    body: (
      <ul>
        <li>
          <strong>Photos you select:</strong> processed the same way as on our website. {PRIVACY.originals}{" "}
          {privacy.previews} {EXTENSION_PAGE_COPY.handoverKept}
        </li>
        <li>
          <strong>Account information:</strong> the extension uses your {PRODUCT_NAME} sign-in to check your
          plan and monthly allowance.
        </li>
        <li>{PRIVACY.reviewedPhotos}</li>
        <li>
          <strong>Images on web pages:</strong> only when you ask (“{EXTENSION_COPY.menuOrganizeImage}” or “
          {EXTENSION_COPY.pageImages}”), the extension reads the addresses of that page's images and downloads
          the ones you choose, to organize them like photos you select.
        </li>
        <li>We do not collect browsing history, page text, keystrokes or location.</li>
      </ul>
    ),
  },
  {
    id: "no-ads",
    title: "No advertising, no data brokers",
    body: (
      <p>
        We do not use or transfer your data for advertising, creditworthiness or lending decisions, and we do
        not sell it to data brokers or other information resellers.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Limited third-party sharing",
    body: (
      <p>
        We share data only with service providers that are needed to run the service (
        {privacy.serviceProviders}), under agreements that limit their use to that service, or when the law
        requires it.
      </p>
    ),
  },
  {
    id: "human-access",
    title: "Human access",
    body: (
      <p>
        No person reads your data unless you give consent (for example when you ask support to look into a
        problem), it is needed for security purposes such as investigating abuse, or it is required by law.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about this policy? Write to us through the{" "}
        <Link to={paths.contact.getHref()}>contact page</Link> of our website and we will reply by e-mail.
      </p>
    ),
  },
];

export function ChromeStorePolicyPage() {
  return (
    <LegalPage
      title="Chrome Extension Privacy Policy"
      dateLabel={`Effective date: ${MESSAGES.chromeStorePolicyEffectiveDate}`}
      intro={`How the ${PRODUCT_NAME} browser extension uses data, as required by the Chrome Web Store.`}
      sections={sectionsFor(usePreviewPrivacy())}
    />
  );
}
