import { MESSAGES, PLANS, PRODUCT_NAME } from "@photo-organizer/core";
import { Link } from "react-router";
import { LegalPage, type LegalSection } from "@/components/legal-page";
import { paths } from "@/config/paths";
import { type PreviewPrivacy, usePreviewPrivacy } from "@/lib/preview-privacy";
import { LEGAL_LAST_UPDATED } from "./legal-dates";

/** The disclaimer's sections, with the sentence that depends on where this site has previews described. */
const sectionsFor = (privacy: PreviewPrivacy): LegalSection[] => [
  {
    id: "social-login",
    title: "What signing in shares",
    body: (
      <>
        <p>
          {PRODUCT_NAME} uses a social login. When you sign in, your identity provider shares with us: a
          unique account identifier, your email address and whether it is verified, your name and your profile
          picture address. We request only the “openid”, “email” and “profile” scopes.
        </p>
        <p>
          We do not receive your password, your contacts, your photos stored with the provider, or access to
          any other service of your account.
        </p>
      </>
    ),
  },
  {
    id: "limits",
    title: "Limits",
    body: (
      <p>
        Each account has a monthly allowance set by its plan — {PLANS.free.monthlyLimit} photos a month and{" "}
        {PLANS.free.batchCap} per batch on the Free plan — enforced by our server. Free accounts are limited
        to one per person.
      </p>
    ),
  },
  {
    id: "emails",
    title: "Emails",
    body: (
      <p>
        We use your email address to identify your account and to answer your messages. We send newsletters
        only if you subscribe, and important service notices (such as changes to our terms). We never sell or
        rent your address.
      </p>
    ),
  },
  {
    id: "ai",
    title: "Use of AI",
    body: (
      <p>
        Photo descriptions are produced by {privacy.describedBy} from a small preview of each photo. They may
        be inaccurate; categories and names are suggestions you are free to change. Previews are not kept and
        are not used to train models.
      </p>
    ),
  },
  {
    id: "fair-use",
    title: "Fair use",
    body: (
      <p>
        Please use the service for your own photo collections. Automated mass use, attempts to bypass limits
        or processing content you have no right to may lead to suspension of the account.
      </p>
    ),
  },
  {
    id: "age",
    title: "Minimum age",
    body: (
      <p>
        You must be at least 13 years old to sign in, or at least 16 if you live in the European Union or the
        United Kingdom.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: (
      <p>
        Our liability is capped at the greater of the payments you made to us in the 12 months before a claim
        or $1.99, except where the law does not allow such a limit. See the{" "}
        <Link to={paths.terms.getHref()}>Terms of Service</Link> for the full terms.
      </p>
    ),
  },
];

export function DisclaimerPage() {
  return (
    <LegalPage
      title={MESSAGES.disclaimerTitle}
      dateLabel={`Last updated: ${LEGAL_LAST_UPDATED}`}
      intro="What happens when you sign in with a social account, and what we do with the data it shares."
      sections={sectionsFor(usePreviewPrivacy())}
    />
  );
}
