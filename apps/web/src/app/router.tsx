import { createBrowserRouter, type RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { AdminPage } from "@/features/admin/admin-page";
import { RequireAdmin } from "@/features/auth/components/require-admin";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { ContactForm } from "@/features/contact/components/contact-form";
import { ContactPage } from "@/features/contact/contact-page";
import { HelpPage } from "@/features/help/help-page";
import { HomePage } from "@/features/home/home-page";
import { LoginPage } from "@/features/login/login-page";
import { NewsletterSignup } from "@/features/newsletter/components/newsletter-signup";
import { SignupPage } from "@/features/signup/signup-page";
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
  { path: paths.contact.path, element: <ContactPage newsletter={<NewsletterSignup />} /> },
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
