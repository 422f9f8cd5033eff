import {
  BookOpen,
  Building2,
  CircleHelp,
  Gavel,
  Lightbulb,
  type LucideIcon,
  Mail,
  PlayCircle,
  Puzzle,
  ScrollText,
  ShieldCheck,
  ShieldQuestion,
} from "lucide-react";
import { paths } from "@/config/paths";

export type NavLinkItem = { label: string; href: string; description: string; icon: LucideIcon };

export const resourcesMenu: NavLinkItem[] = [
  {
    label: "Help Center",
    href: paths.help.getHref(),
    description: "Guides, answers and a way to reach support.",
    icon: BookOpen,
  },
  {
    label: "Use Cases",
    href: paths.examples.getHref(),
    description: "How people organize family, travel and work photos.",
    icon: Lightbulb,
  },
  {
    label: "Demos",
    href: paths.demos.getHref(),
    description: "Watch a batch go from messy folder to tidy ZIP.",
    icon: PlayCircle,
  },
  {
    label: "FAQ",
    href: paths.faq.getHref(),
    description: "Limits, privacy, formats and downloads.",
    icon: CircleHelp,
  },
  {
    label: "Chrome Extension",
    href: paths.chromeExtension.getHref(),
    description: "Organize photos straight from your browser toolbar.",
    icon: Puzzle,
  },
];

export const companyMenu: NavLinkItem[] = [
  {
    label: "About Us",
    href: paths.about.getHref(),
    description: "Who we are and why we built it.",
    icon: Building2,
  },
  {
    label: "Contact",
    href: paths.contact.getHref(),
    description: "Questions, feedback or partnerships.",
    icon: Mail,
  },
  {
    label: "Terms of Service",
    href: paths.terms.getHref(),
    description: "The rules for using the service.",
    icon: Gavel,
  },
  {
    label: "Privacy Policy",
    href: paths.privacy.getHref(),
    description: "What we process, and what we never keep.",
    icon: ShieldCheck,
  },
  {
    label: "Login & Data Use Disclaimer",
    href: paths.disclaimer.getHref(),
    description: "What signing in shares with us.",
    icon: ShieldQuestion,
  },
  {
    label: "Extension Privacy Policy",
    href: paths.chromeStorePolicy.getHref(),
    description: "How the Chrome extension handles data.",
    icon: ScrollText,
  },
];

export const footerLinks: { label: string; href: string }[] = [
  { label: "Terms", href: paths.terms.getHref() },
  { label: "Privacy", href: paths.privacy.getHref() },
  { label: "Contact", href: paths.contact.getHref() },
  { label: "Features", href: paths.features.getHref() },
  { label: "About", href: paths.about.getHref() },
  { label: "FAQ", href: paths.faq.getHref() },
];
