import { createBrowserRouter, type RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { AboutPage } from "@/features/about/about-page";
import { AdminPage } from "@/features/admin/admin-page";
import { RequireAdmin } from "@/features/auth/components/require-admin";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { ChromeExtensionPage } from "@/features/chrome-extension/chrome-extension-page";
import { ContactForm } from "@/features/contact/components/contact-form";
import { ContactPage } from "@/features/contact/contact-page";
import { DemosPage } from "@/features/demos/demos-page";
import { ExamplesPage } from "@/features/examples/examples-page";
import { FaqPage } from "@/features/faq/faq-page";
import { FeaturesPage } from "@/features/features/features-page";
import { HelpPage } from "@/features/help/help-page";
import { HomePage } from "@/features/home/home-page";
import { ChromeStorePolicyPage } from "@/features/legal/chrome-store-policy-page";
import { DisclaimerPage } from "@/features/legal/disclaimer-page";
import { PrivacyPage } from "@/features/legal/privacy-page";
import { TermsPage } from "@/features/legal/terms-page";
import { LoginPage } from "@/features/login/login-page";
import { NewsletterSignup } from "@/features/newsletter/components/newsletter-signup";
import { PricingPage } from "@/features/pricing/pricing-page";
import { SignupPage } from "@/features/signup/signup-page";
import { SuccessPage } from "@/features/success/success-page";
import { UploadPage } from "@/features/upload/upload-page";
import { UsagePage } from "@/features/usage/usage-page";
import { RootLayout } from "./layout/root-layout";
import { ErrorPage, RootErrorPage } from "./routes/error-page";
import { NotFoundPage } from "./routes/not-found-page";

/*
 * The route table. Each page owner adds one line for their route (plus its import) — keep one route per line,
 * in the order of spec section 2. Protected pages wrap their element: <RequireAuth> (signed out → /login) or
 * <RequireAdmin> (signed out → /login, not an admin → /) from `@/features/auth/components/`.
 * Until a route is added here it falls through to the 404 page.
 */
const pages: RouteObject[] = [
  {
    path: paths.home.path,
    element: <HomePage renderNewsletter={(o) => <NewsletterSignup exportShortcut {...o} />} />,
  },
  { path: paths.features.path, element: <FeaturesPage /> },
  { path: paths.pricing.path, element: <PricingPage /> },
  { path: paths.upload.path, element: <UploadPage /> },
  {
    path: paths.usage.path,
    element: (
      <RequireAuth>
        <UsagePage />
      </RequireAuth>
    ),
  },
  { path: paths.login.path, element: <LoginPage /> },
  { path: paths.signup.path, element: <SignupPage /> },
  { path: paths.help.path, element: <HelpPage supportForm={<ContactForm source="help" />} /> },
  { path: paths.examples.path, element: <ExamplesPage /> },
  { path: paths.faq.path, element: <FaqPage /> },
  { path: paths.demos.path, element: <DemosPage /> },
  { path: paths.chromeExtension.path, element: <ChromeExtensionPage /> },
  { path: paths.chromeStorePolicy.path, element: <ChromeStorePolicyPage /> },
  { path: paths.about.path, element: <AboutPage /> },
  { path: paths.contact.path, element: <ContactPage newsletter={<NewsletterSignup />} /> },
  { path: paths.terms.path, element: <TermsPage /> },
  { path: paths.privacy.path, element: <PrivacyPage /> },
  { path: paths.disclaimer.path, element: <DisclaimerPage /> },
  { path: paths.success.path, element: <SuccessPage /> },
  {
    path: paths.admin.path,
    element: (
      <RequireAdmin>
        <AdminPage />
      </RequireAdmin>
    ),
  },
  { path: "*", element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    children: [{ errorElement: <ErrorPage />, children: pages }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
