import { PLANS, PRODUCT_NAME } from "@photo-organizer/core";
import { Link } from "react-router";
import { LegalPage, type LegalSection } from "@/components/legal-page";
import { paths } from "@/config/paths";
import { LEGAL_LAST_UPDATED } from "./legal-dates";

const sections: LegalSection[] = [
  {
    id: "agreement",
    title: "1. Agreement",
    body: (
      <p>
        These terms govern your use of {PRODUCT_NAME} (“the service”). By creating an account or using the
        service you agree to them. If you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    id: "service",
    title: "2. The service",
    body: (
      <>
        <p>
          {PRODUCT_NAME} sorts the photos you select into category folders and renames them from AI-generated
          descriptions, and gives you the result as a ZIP file. Your original files stay in your browser; only
          small previews are sent to us for description (see the{" "}
          <Link to={paths.privacy.getHref()}>Privacy Policy</Link>).
        </p>
        <p>
          AI descriptions and categories are best-effort. They may be incomplete or wrong, and you should
          check results that matter to you. Your originals are never modified.
        </p>
      </>
    ),
  },
  {
    id: "accounts",
    title: "3. Accounts",
    body: (
      <ul>
        <li>
          Login is required to organize photos. You sign in with a social account through our identity
          provider.
        </li>
        <li>Free accounts are limited to one per person.</li>
        <li>
          You must be at least 13 years old (16 in the EU and UK) — see the{" "}
          <Link to={paths.disclaimer.getHref()}>Login &amp; Data Use Disclaimer</Link>.
        </li>
        <li>You are responsible for activity under your account; tell us promptly if you suspect misuse.</li>
      </ul>
    ),
  },
  {
    id: "plans",
    title: "4. Plans, limits and payment",
    body: (
      <>
        <p>
          The Free plan includes {PLANS.free.monthlyLimit} photos per calendar month, up to{" "}
          {PLANS.free.batchCap} per batch. Pro (${PLANS.pro.priceUsd}/month) includes{" "}
          {PLANS.pro.monthlyLimit.toLocaleString("en-US")} photos per month, up to {PLANS.pro.batchCap} per
          batch; VIP (${PLANS.enterprise.priceUsd}/month) includes{" "}
          {PLANS.enterprise.monthlyLimit.toLocaleString("en-US")} per month, up to {PLANS.enterprise.batchCap}{" "}
          per batch. Allowances reset at the start of each calendar month (UTC) and unused photos do not carry
          over. Photos that could not be analyzed do not count.
        </p>
        <p>
          Paid plans are paid monthly in advance, through the checkout page the Pricing page opens or, where
          there is none, as agreed after you write to us. Plans do not change by themselves: once your payment
          or message reaches us, our team switches your account to the plan, and your Usage page shows it. You
          can cancel at any time through the contact page; the plan stays until the end of the month you paid
          for, when our team switches it back to Free. If you are not satisfied, contact us and we will
          reprocess your photos or refund the last payment.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "5. Acceptable use",
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>upload content that is illegal or that you have no right to process;</li>
          <li>try to get around plan limits, for example by creating several free accounts;</li>
          <li>
            overload, probe or attack the service, or access it by automated means other than our own tools;
          </li>
          <li>reverse-engineer the service or resell it without our written permission.</li>
        </ul>
        <p>We may suspend accounts that break these rules.</p>
      </>
    ),
  },
  {
    id: "content",
    title: "6. Your content",
    body: (
      <p>
        Your photos remain yours. You give us only the permission needed to analyze the previews you send, for
        the sole purpose of returning descriptions to you. We do not keep previews and do not use them to
        train models.
      </p>
    ),
  },
  {
    id: "liability",
    title: "7. Warranty and liability",
    body: (
      <p>
        The service is provided “as is”. To the extent the law allows, we are not liable for indirect or
        consequential loss, and our total liability is capped at the greater of the amounts you paid us in the
        12 months before the claim or $1.99. Nothing in these terms limits liability that cannot be limited by
        law. Keep your own backups: we never hold a copy of your photos.
      </p>
    ),
  },
  {
    id: "changes",
    title: "8. Changes and termination",
    body: (
      <p>
        We may update these terms; material changes are announced on this page and by email to account
        holders. You may stop using the service and ask us to delete your account at any time through the{" "}
        <Link to={paths.contact.getHref()}>contact page</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      dateLabel={`Last updated: ${LEGAL_LAST_UPDATED}`}
      intro={`The rules for using ${PRODUCT_NAME}. Please read them — they're short.`}
      sections={sections}
    />
  );
}
